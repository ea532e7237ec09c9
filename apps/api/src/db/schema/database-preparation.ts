import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which compiled API last prepared this database at start-up (start/prepare-database.ts): its
 * migrations, reference data and demo data were checked by that build, with those options, so a
 * restart of the same build on it has nothing to check. At most one row.
 */
export const databasePreparation = pgTable('database_preparation', {
  /** A hash of the build's own bundle and the start's options (start/preparation-mark.ts). */
  fingerprint: text('fingerprint').primaryKey(),
  preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull().defaultNow(),
});
