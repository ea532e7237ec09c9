import { z } from 'zod';
import type { TLanguage } from '../i18n/languages.ts';

/**
 * The two shell settings that arrange the menus (visitor-and-shell §3.10 names `header` and
 * `sidebar.groups` among the keys the shell reads, without their shape). The shape read here
 * (docs/home.md, "Menus arranged by the retailer"):
 *
 * - `sidebar.groups`: `[{ title: { "ca-ES": "…", … }, entries: ["invoices", "contracts-electricity", …] }]`,
 *   the side menu's entries under the retailer's headings, in its order. Entries are the menu's own
 *   ids; an entry no group names follows, under no heading, so a page never drops out of the menu
 *   because the list was written before it existed. A group whose entries are all hidden (a gate
 *   closed, another session) is not shown.
 * - `header.links`: `[{ label: { "ca-ES": "…", … }, url: "https://…" }]`, the retailer's own site
 *   (its website, its tariffs page) in the top menu and the side menu, for everyone.
 *
 * A malformed value is "not set": the menus stay as they are without it. Titles and labels are
 * the retailer's words in each language; a language without one takes the first given.
 */

/** A label in each language the retailer wrote it in. */
const ZLabelSchema = z.record(z.string(), z.string().trim().min(1).max(60)).refine((labels) => Object.keys(labels).length > 0);

/** One sidebar group as the menus read it; settings/settings-schema.ts holds a stored one to it. */
export const ZSidebarGroupSchema = z.object({
  title: ZLabelSchema,
  entries: z.array(z.string().min(1).max(80)).max(50),
});

/** One header link as the menus read it; settings/settings-schema.ts holds a stored one to it. */
export const ZHeaderLinkSchema = z.object({
  label: ZLabelSchema,
  url: z
    .string()
    .max(2000)
    .refine((url) => /^https?:\/\//i.test(url), 'not_a_web_address'),
});

/** What the menus read at most: groups and links beyond are ignored, so the settings' check refuses them. */
export const MAX_SIDEBAR_GROUPS = 12;
export const MAX_HEADER_LINKS = 6;

export interface TSidebarGroup {
  title: Readonly<Record<string, string>>;
  entries: readonly string[];
}

export interface THeaderLink {
  label: Readonly<Record<string, string>>;
  url: string;
}

/** sidebar.groups, whatever the server sent: a malformed group is left out, a malformed list is none. */
export function sidebarGroupsOf(sidebar: unknown): TSidebarGroup[] {
  const groups = (sidebar as { groups?: unknown } | undefined)?.groups;
  if (!Array.isArray(groups)) return [];
  return groups.slice(0, MAX_SIDEBAR_GROUPS).flatMap((group) => {
    const parsed = ZSidebarGroupSchema.safeParse(group);
    return parsed.success ? [parsed.data] : [];
  });
}

/** header.links, whatever the server sent: only web addresses, a malformed link is left out. */
export function headerLinksOf(header: unknown): THeaderLink[] {
  const links = (header as { links?: unknown } | undefined)?.links;
  if (!Array.isArray(links)) return [];
  return links.slice(0, MAX_HEADER_LINKS).flatMap((link) => {
    const parsed = ZHeaderLinkSchema.safeParse(link);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The retailer's words in this language, else in the first language it wrote them in. */
export function labelIn(label: Readonly<Record<string, string>>, language: TLanguage): string {
  return label[language] ?? Object.values(label)[0] ?? '';
}

export interface TMenuSection<T> {
  /** The group's heading; none for the entries no group names. */
  title?: string;
  items: T[];
}

/**
 * The menu's items under the configured groups, in the groups' order; the items no group names
 * follow in the menu's own order, under no heading. An item named by two groups is in the first.
 * Without groups: one section with every item, as the menu was.
 */
export function groupMenu<T extends { id: string }>(
  items: readonly T[],
  groups: readonly TSidebarGroup[],
  language: TLanguage,
): TMenuSection<T>[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = new Set<string>();
  const sections: TMenuSection<T>[] = [];
  for (const group of groups) {
    const members = group.entries.flatMap((id) => {
      const item = byId.get(id);
      if (!item || placed.has(id)) return [];
      placed.add(id);
      return [item];
    });
    if (members.length > 0) sections.push({ title: labelIn(group.title, language), items: members });
  }
  const rest = items.filter((item) => !placed.has(item.id));
  if (rest.length > 0) sections.push({ items: rest });
  return sections;
}
