import { maskedIban, type TTrailAction, type TTrailActorKind, type TTrailChanges, type TTrailValue } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { customerOfUser } from '../../db/ownership.ts';
import { trailEntries } from '../../db/schema/index.ts';

/** Who acted, from where (modules/trail/request-context.ts derives it from the request). */
export interface TrailBy {
  actor: TTrailActorKind;
  /** The customer's user who acted, or whose session staff used. */
  userId: number | null;
  staffId: number | null;
  integrationId?: string | null;
  address: string | null;
  userAgent: string | null;
}

/** What happened: the action, whose trail (the acting user's customer unless said), about what, what changed. */
export interface TrailLine {
  action: TTrailAction;
  /** The customer whose trail the line is in; undefined: the acting user's customer; null: nobody's (staff accounts, settings). */
  customerId?: number | null;
  subject?: string | number | null;
  changes?: TTrailChanges;
}

const SUBJECT_MAX = 200;
const ADDRESS_MAX = 64;
// A field named like a secret is never kept, whatever its value: a line is read by staff and downloaded by the customer.
const SECRET_FIELD = /pass(word)?|secret|token|cvc|cvv|card.?number|^pan$/i;
const IBAN_FIELD = /iban/i;

function safeValue(field: string, value: TTrailValue | undefined): TTrailValue | undefined {
  // An IBAN as the portal shows it everywhere else (its last four digits).
  if (IBAN_FIELD.test(field) && typeof value === 'string' && value !== '') return maskedIban(value);
  return value;
}

/** The changes without secrets: secret fields dropped, IBANs masked. */
export function safeChanges(changes: TTrailChanges = {}): TTrailChanges {
  const safe: TTrailChanges = {};
  for (const [field, { before, after }] of Object.entries(changes)) {
    if (SECRET_FIELD.test(field)) continue;
    safe[field] = {
      ...(before !== undefined ? { before: safeValue(field, before) } : {}),
      ...(after !== undefined ? { after: safeValue(field, after) } : {}),
    };
  }
  return safe;
}

/**
 * Appends one line to the trail (docs/trail.md), with `tx` the transaction of the action itself:
 * the action and its line commit together or not at all. Other modules call it through
 * modules/trail/index.ts; it is the only writer of trail_entries, and it only inserts (the
 * database refuses anything else).
 */
async function record(tx: Executor, by: TrailBy, line: TrailLine): Promise<void> {
  const customerId = line.customerId !== undefined ? line.customerId : by.userId !== null ? customerOfUser(by.userId) : null;
  await tx.insert(trailEntries).values({
    actorKind: by.actor,
    userId: by.userId,
    staffId: by.staffId,
    integrationId: by.integrationId ?? null,
    customerId,
    action: line.action,
    subject: line.subject === undefined || line.subject === null ? null : String(line.subject).slice(0, SUBJECT_MAX),
    address: by.address === null ? null : by.address.slice(0, ADDRESS_MAX),
    userAgent: by.userAgent,
    changes: safeChanges(line.changes),
  });
}

/** The recorder every module that acts calls, inside its action's transaction. */
export const trail = { record } as const;
export type TrailRecorder = typeof trail;

function scalar(value: unknown): TTrailValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * Changes from the fields' values after (and before, when known): `{ power: { before, after } }`.
 * A list or an object is kept as its JSON text. The recorder still drops secrets and masks IBANs.
 */
export function trailChanges(after: Record<string, unknown>, before: Record<string, unknown> = {}): TTrailChanges {
  const changes: TTrailChanges = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = scalar(before[field]);
    const a = scalar(after[field]);
    changes[field] = { ...(field in before ? { before: b ?? null } : {}), ...(a !== undefined ? { after: a } : {}) };
  }
  return changes;
}
