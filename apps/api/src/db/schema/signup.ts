import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './customers.ts';

/**
 * The activation links of sign-up (docs/signup.md): one row per sign-up of a user whose account
 * has no password yet. Only the SHA-256 of the mailed token is kept (platform/one-time-token.ts);
 * a link opens once (used_at) and until expires_at. A new sign-up of the same pending user
 * retires its earlier links (used_at set), so only the newest mail works. The e-mail and phone
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
