import { formatShortDateTime } from '../formatting/dates.ts';
import type { TTrailAction, TTrailActorKind, TTrailChanges, TTrailEntry, TTrailValue } from './trail-model.ts';

/**
 * The words of a trail download in one language (the API keeps them in modules/trail/texts/):
 * the columns' headers, each action and each actor kind as the customer reads them.
 */
export interface TTrailLabels {
  sheet: string;
  columns: { at: string; action: string; actor: string; subject: string; address: string; changes: string };
  actions: Record<TTrailAction, string>;
  actors: Record<TTrailActorKind, string>;
  /** What an empty value reads as in the changes' column (a field that had none). */
  empty: string;
}

/** One line of the download: every cell a text in the download's language, the moment as a Date too (the .xlsx writes it typed). */
export interface TTrailRow {
  at: Date;
  atText: string;
  action: string;
  actor: string;
  subject: string;
  address: string;
  changes: string;
}

function valueText(value: TTrailValue | undefined, empty: string): string {
  if (value === undefined || value === null || value === '') return empty;
  return String(value);
}

/** What changed as one cell: 'field: before → after', fields in the order written, separated by '; '. */
export function trailChangesText(changes: TTrailChanges, empty: string): string {
  return Object.entries(changes)
    .map(([field, { before, after }]) =>
      before === undefined ? `${field}: ${valueText(after, empty)}` : `${field}: ${valueText(before, empty)} → ${valueText(after, empty)}`,
    )
    .join('; ');
}

/**
 * The rows of the customer's trail download (the GDPR right of access, docs/trail.md): in the
 * order given (newest first), the moment in Europe/Madrid in the language's digits, the action and
 * who acted in words (a staff member's id never: "customer service"), the subject, the address and
 * what changed. The header is `labels.columns` in the same order.
 */
export function trailRows(entries: readonly TTrailEntry[], labels: TTrailLabels, language: string): TTrailRow[] {
  return entries.map((entry) => ({
    at: new Date(entry.at),
    atText: formatShortDateTime(entry.at, language, 'Europe/Madrid'),
    action: labels.actions[entry.action],
    actor: labels.actors[entry.actor],
    subject: entry.subject ?? '',
    address: entry.address ?? '',
    changes: trailChangesText(entry.changes, labels.empty),
  }));
}

/** The header row, in the order of a TTrailRow's cells. */
export function trailHeader(labels: TTrailLabels): string[] {
  const c = labels.columns;
  return [c.at, c.action, c.actor, c.subject, c.address, c.changes];
}
