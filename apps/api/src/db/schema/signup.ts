import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, users } from './customers.ts';

/**
 * The activation links of sign-up (docs/signup.md): one row per sign-up of a user whose account
 * has no password yet. Only the SHA-256 of the mailed token is kept (platform/auth/one-time-token.ts);
 * a link opens once (used_at) and until expires_at. A new sign-up of the same pending user
 * adds a link and leaves the earlier ones working (each goes to an address the retailer already
 * has); activating one retires the others. The address on file the link went to and the phone
 * given at sign-up are recorded here: the users table has no phone.
 */
export const signupActivations = pgTable(
  'signup_activations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('signup_activations_token_hash_key').on(t.tokenHash), index('signup_activations_user_id_idx').on(t.userId)],
);

/**
 * When the customer's known addresses were last told that someone tried to sign up with their tax
 * id and contract but another e-mail (docs/signup.md, "The threat"). One row per customer; the
 * warning is sent only when this is older than the throttle's window, and the check and the
 * update are one statement, so racing attempts send one mail between them.
 */
export const signupWarnings = pgTable('signup_warnings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  warnedAt: timestamp('warned_at', { withTimezone: true }).notNull(),
});
