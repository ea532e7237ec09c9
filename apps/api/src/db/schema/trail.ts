import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The trail of every action (docs/trail.md): one line per change request, signature, approval or
 * rejection, payment, battery change, tariff-option change, case message, impersonation, settings
 * change and staff account change, written by modules/trail's recorder in the action's own
 * transaction. Append-only in the database: the migration's triggers refuse UPDATE, DELETE and
 * TRUNCATE from any connection, the application's included. No foreign key either: none could
 * cascade a delete into it, and a line outlives the customer, user or staff account it names.
 */
export const trailEntries = pgTable(
  'trail_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** customer, staff, staff_as_customer, integration or system (the domain's TRAIL_ACTOR_KINDS). */
    actorKind: text('actor_kind').notNull(),
    /** The customer's user who acted, or whose session staff used (staff_as_customer). */
    userId: integer('user_id'),
    /** The staff account that acted (staff, and staff_as_customer when the token names it). */
    staffId: integer('staff_id'),
    /** The integration that called (a signature or ERP provider), by its own name. */
    integrationId: text('integration_id'),
    /** Whose trail the line is in: the customer the action was about (null for staff accounts and settings). */
    customerId: integer('customer_id'),
    /** The domain's TRAIL_ACTIONS (not checked here: a new kind needs no migration). */
    action: text('action').notNull(),
    /** What the action was about, as text: a contract name, a request id, an invoice number, a case number… */
    subject: text('subject'),
    /**
     * request.ip: the client's address behind the trusted proxies (platform/http/trust-proxy.ts).
     * Text, not inet: an address the driver cannot parse must not make the action itself fail.
     */
    address: text('address'),
    userAgent: text('user_agent'),
    /** Field by field, before and after; never a secret (modules/trail/recorder.ts). */
    changes: jsonb('changes').$type<Record<string, { before?: unknown; after?: unknown }>>().notNull().default({}),
  },
  (t) => [
    // The customer's own read and download: their lines, newest first.
    index('trail_entries_customer_idx').on(t.customerId, t.id.desc()),
    // Staff's filters without a customer: by action or actor kind, newest first; the date range
    // and the plain newest-first list read the primary key's order (ids grow with `at`).
    index('trail_entries_action_idx').on(t.action, t.id.desc()),
    index('trail_entries_actor_idx').on(t.actorKind, t.id.desc()),
    index('trail_entries_at_idx').on(t.at),
    check('trail_entries_actor_kind_check', sql`${t.actorKind} in ('customer', 'staff', 'staff_as_customer', 'integration', 'system')`),
    check('trail_entries_address_check', sql`char_length(${t.address}) <= 64`),
    check('trail_entries_user_agent_check', sql`char_length(${t.userAgent}) <= 512`),
    check('trail_entries_subject_check', sql`char_length(${t.subject}) <= 200`),
  ],
);
