import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './customers.ts';

/**
 * A password-reset link sent by mail (docs/password-reset.md). Only the SHA-256 of
 * the link's secret is kept (platform/auth/one-time-token.ts). A link works once (`used_at`) and until
 * `expires_at` (PASSWORD_RESET_TTL_MINUTES after the request); a newer request of the same user
 * deletes the earlier unused ones, so only the last mail's link works.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the secret the link carries. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the link set a password; a used link never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client address that asked for it, for tracing abuse. */
    requestedFrom: text('requested_from'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
    check('password_reset_tokens_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
