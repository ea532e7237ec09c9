import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client.ts';
import { packCluster, removePack } from './db/packed-cluster.ts';
import { rowsOf } from './db/rows.ts';

/**
 * Part of `npm run build` (scripts/build-api.mjs): an empty PGlite cluster, migrated, packed for
 * the first start of a fresh data directory (db/packed-cluster.ts).
 */
export async function packMigratedCluster(packDir?: string): Promise<{ file: string; bytes: number }> {
  // The pack being replaced must not be unpacked into the directory that makes its successor.
  await removePack(packDir);
  const scratch = await mkdtemp(path.join(tmpdir(), 'portal-pack-cluster-'));
  try {
    const clusterDir = path.join(scratch, 'pglite');
    const handle = await openDatabase({ pgliteDir: clusterDir });
    try {
      await handle.migrate();
      // The template databases are for CREATE DATABASE, which a PGlite data directory never runs
      // (one database, one connection): without them the pack holds 1,000 files, not 1,600, and a
      // first start creates that many fewer (docs/performance.md, "The embedded database").
      const templates = rowsOf<{ datname: string }>(await handle.db.execute(sql`select datname from pg_database where datistemplate`));
      for (const { datname } of templates) {
        await handle.db.execute(sql.raw(`alter database ${datname} is_template false`));
        await handle.db.execute(sql.raw(`drop database ${datname}`));
      }
      // The migrations' WAL is not needed once checkpointed: a switch to a new segment, then a
      // checkpoint that removes the old one, leaves one segment holding a few hundred bytes.
      await handle.db.execute(sql`set wal_recycle = off`);
      await handle.db.execute(sql`select pg_switch_wal()`);
      await handle.db.execute(sql`checkpoint`);
    } finally {
      // Shut down cleanly: the pack's first start then has nothing to recover.
      await handle.close();
    }
    return await packCluster(clusterDir, packDir);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const packed = await packMigratedCluster();
  console.log(`Packed the migrated PGlite cluster: ${packed.file} (${(packed.bytes / 1e6).toFixed(1)} MB)`);
}
