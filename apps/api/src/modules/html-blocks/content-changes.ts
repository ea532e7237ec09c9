import { createHash } from 'node:crypto';
import type { TTrailChanges } from '@portal/domain';
import { trailChanges } from '../trail/index.ts';

/** A content item flattened for its trail line: field (per language, `name.ca-ES`) → a short value. */
export type ContentFields = Record<string, string | number | null>;

/**
 * HTML (a block's, a banner's) and an image's base64 stand in the trail by their length and a
 * short hash: a line says that they changed and lets two versions be told apart, but never holds
 * the content itself (docs/trail.md: a line keeps field names and short values).
 */
export function opaque(content: string): string {
  return `${content.length} characters, sha256 ${createHash('sha256').update(content).digest('hex').slice(0, 12)}`;
}

/** Each language's texts as fields of their own (`btn_title.es-ES`), `shown` deciding what each keeps of a value. */
export function languageFields<T extends object>(
  texts: Partial<Record<string, T>>,
  shown: (field: string, value: string) => string,
): ContentFields {
  const fields: ContentFields = {};
  for (const [language, values] of Object.entries(texts))
    for (const [field, value] of Object.entries(values ?? {})) fields[`${field}.${language}`] = shown(field, String(value));
  return fields;
}

/** The fields that differ, before and after: a creation has no before, a deletion no after. */
export function contentChanges(before: ContentFields, after: ContentFields): TTrailChanges {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => before[field] !== after[field]);
  const pick = (fields: ContentFields) =>
    Object.fromEntries(changed.filter((field) => field in fields).map((field) => [field, fields[field]]));
  return trailChanges(pick(after), pick(before));
}
