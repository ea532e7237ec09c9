import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings fragments merged over the built-in defaults: one row per scope. */
export const settings = pgTable(
  'settings',
  {
    scope: text('scope').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('settings_scope_check', sql`${t.scope} in ('public', 'private')`)],
);

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

/** Dynamic pages: a menu button leading to /d/{route_path}/{page id}. */
export const htmlRoutes = pgTable('html_routes', {
  id: serial('id').primaryKey(),
  routePath: text('route_path').notNull(),
  btnTitle: text('btn_title').notNull(),
  btnDescription: text('btn_description').notNull().default(''),
});

/** Blocks of retailer HTML shown on a dynamic page or in a named group of a screen. */
export const htmlElements = pgTable(
  'html_elements',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
    groupName: text('group_name'),
    htmlBlock: text('html_block').notNull(),
    blockHeight: text('block_height'),
    blockWidth: text('block_width'),
    pageId: integer('page_id').references(() => htmlRoutes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('html_elements_group_idx').on(t.groupName, t.priority), index('html_elements_page_idx').on(t.pageId, t.priority)],
);

/** Banners by code: a base64 image or a block of HTML. */
export const banners = pgTable(
  'banners',
  {
    code: text('code').primaryKey(),
    kind: text('kind').notNull(),
    mimeType: text('mime_type'),
    content: text('content').notNull(),
    link: text('link'),
  },
  (t) => [
    check('banners_kind_check', sql`${t.kind} in ('image', 'html')`),
    check(
      'banners_mime_type_check',
      sql`(${t.kind} = 'html' and ${t.mimeType} is null) or (${t.kind} = 'image' and ${t.mimeType} in ('image/png', 'image/jpeg', 'image/gif', 'image/webp'))`,
    ),
  ],
);
