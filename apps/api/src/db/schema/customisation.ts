import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { languageCheck } from './language-check.ts';

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

/**
 * Dynamic pages: a menu button leading to /d/{route_path}/{page id}. The page's identity (its id,
 * in bookmarked addresses) is shared by every language; its texts are per language.
 */
export const htmlRoutes = pgTable('html_routes', {
  id: serial('id').primaryKey(),
});

/** A dynamic page's menu entry in one language; a language without one falls back to the default language's. */
export const htmlRouteTexts = pgTable(
  'html_route_texts',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => htmlRoutes.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    routePath: text('route_path').notNull(),
    btnTitle: text('btn_title').notNull(),
    btnDescription: text('btn_description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.language] }), languageCheck('html_route_texts_language_check', t.language)],
);

/**
 * Blocks of retailer HTML shown on a dynamic page or in a named group of a screen: where and in
 * which order (the same in every language); the name and HTML are per language (htmlElementTexts).
 */
export const htmlElements = pgTable(
  'html_elements',
  {
    id: serial('id').primaryKey(),
    priority: integer('priority').notNull().default(0),
    groupName: text('group_name'),
    blockHeight: text('block_height'),
    blockWidth: text('block_width'),
    pageId: integer('page_id').references(() => htmlRoutes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('html_elements_group_idx').on(t.groupName, t.priority), index('html_elements_page_idx').on(t.pageId, t.priority)],
);

/** A block's name and HTML in one language; a language without one falls back to the default language's. */
export const htmlElementTexts = pgTable(
  'html_element_texts',
  {
    elementId: integer('element_id')
      .notNull()
      .references(() => htmlElements.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    htmlBlock: text('html_block').notNull(),
  },
  (t) => [primaryKey({ columns: [t.elementId, t.language] }), languageCheck('html_element_texts_language_check', t.language)],
);

/**
 * Banners by code and language: a base64 image or a block of HTML. A language without its own
 * banner of a code shows the default language's.
 */
export const banners = pgTable(
  'banners',
  {
    code: text('code').notNull(),
    language: text('language').notNull(),
    kind: text('kind').notNull(),
    mimeType: text('mime_type'),
    content: text('content').notNull(),
    link: text('link'),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.language] }),
    languageCheck('banners_language_check', t.language),
    check('banners_kind_check', sql`${t.kind} in ('image', 'html')`),
    check(
      'banners_mime_type_check',
      sql`(${t.kind} = 'html' and ${t.mimeType} is null) or (${t.kind} = 'image' and ${t.mimeType} in ('image/png', 'image/jpeg', 'image/gif', 'image/webp'))`,
    ),
  ],
);
