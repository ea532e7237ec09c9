import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { databasePreparation } from '../db/schema/index.ts';

/**
 * What a database was prepared by: the build and the options of the start that checked its
 * migrations, reference data and demo data (prepare-database.ts). Each of those steps looks for
 * what is missing and writes only that, so a second start of the same build with the same options
 * finds nothing to do; on the embedded database those looks were a tenth of a restart
 * (docs/performance.md, "The embedded database"). Undefined when the sources run: they may have
 * changed since the last start, so they are always checked.
 */
export function preparationMark(
  buildFingerprint: string | undefined,
  options: { seedDemo: boolean; testCustomers?: number | undefined; publicUrl?: string | undefined },
): string | undefined {
  if (!buildFingerprint) return undefined;
  const chosen = { seedDemo: options.seedDemo, testCustomers: options.testCustomers ?? 0, publicUrl: options.publicUrl ?? null };
  return createHash('sha256').update(buildFingerprint).update('\n').update(JSON.stringify(chosen)).digest('hex');
}

/** The mark the database was last prepared with, if any (none before the migration that made its table). */
export async function preparedWith(db: Database): Promise<string | undefined> {
  const [table] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('database_preparation') is not null as present`));
  if (!table?.present) return undefined;
  const [row] = await db.select({ fingerprint: databasePreparation.fingerprint }).from(databasePreparation).limit(1);
  return row?.fingerprint;
}

/** Keeps `mark` as the database's only one; none (the sources ran) leaves the next start to check everything. */
export async function markPrepared(db: Database, mark: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(databasePreparation);
    if (mark) await tx.insert(databasePreparation).values({ fingerprint: mark });
  });
}
