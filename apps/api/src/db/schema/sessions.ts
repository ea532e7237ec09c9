import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './customers.ts';

/**
 * One signed-in session (customer-area §4; docs/sign-in.md). Its id is the token's `sid`; a token
 * is accepted while its session is neither revoked nor past `expires_at`, and its `gen` is the
 * session's `generation` (a refresh moves to the next one, which retires the token it replaced).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 16 random bytes, base64url: the `sid` claim. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An impersonation session: its token reads only and is never extended. */
    readonly: boolean('readonly').notNull().default(false),
    generation: integer('generation').notNull().default(1),
    /** iat of the current generation's token: a concurrent refresh within the grace signs the same token again. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The sign-in: the absolute lifetime counts from here. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** No token of the session lives past this, however often it is refreshed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Logout, a password change, or anything else that ended it early. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_live_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    check('sessions_generation_check', sql`${t.generation} >= 1`),
  ],
);
