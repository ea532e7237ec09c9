import type { TStaffRole } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Customer-service staff (docs/staff.md): who answers cases through the staff API
 * and `npm run staff`. Not users: a staff account has no customer, signs in with its e-mail at
 * /api/v1/staff/login and gets a staff token that no customer route accepts. `label` is all a
 * customer ever sees of staff ("Atenció al client"): it signs each staff message.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case, so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    label: text('label').notNull(),
    /** argon2id, as customers' passwords (platform/auth/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** `agent` or `supervisor` (STAFF_ROLES): a supervisor also manages accounts, tokens and what the portal shows. */
    role: text('role').$type<TStaffRole>().notNull().default('agent'),
    /** A disabled account signs in no more, and its tokens are refused at once. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_key').on(t.email),
    check('staff_accounts_email_check', sql`${t.email} = lower(${t.email})`),
    check('staff_accounts_label_check', sql`length(trim(${t.label})) > 0`),
    check('staff_accounts_role_check', sql`${t.role} in ('agent', 'supervisor')`),
  ],
);
