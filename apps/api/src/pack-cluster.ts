import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './db/client.ts';
import { packCluster } from './db/packed-cluster.ts';

/**
 * Part of `npm run build` (scripts/build-api.mjs): an empty PGlite cluster, migrated, packed for
 * the first start of a fresh data directory (db/packed-cluster.ts).
 */
const handle = await openDatabase({});
try {
  await handle.migrate();
  const packed = await packCluster((handle.db as unknown as { $client: PGlite }).$client);
  console.log(`Packed the migrated PGlite cluster: ${packed.file} (${(packed.bytes / 1e6).toFixed(1)} MB)`);
} finally {
  await handle.close();
}
