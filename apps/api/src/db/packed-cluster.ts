import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/**
 * An empty PGlite cluster with every migration applied, packed once by the build (`npm run
 * build`, scripts/build-api.mjs) and unpacked into a fresh data directory instead of creating
 * the cluster file by file: PGlite's initdb and the migrations were 3.6 s of a first start's
 * 7.2 (docs/performance.md, "The embedded database"). The pack is used only when it was made
 * from exactly these migrations by exactly this PGlite; otherwise the data directory is created
 * and migrated as before, so a stale or missing pack costs time, never correctness.
 */

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Where the build leaves the pack: beside the compiled API. */
const PACK_DIR = fileURLToPath(new URL('../../dist', import.meta.url));
const packFile = (dir: string) => path.join(dir, 'pglite-migrated.tar');
const fingerprintFile = (dir: string) => path.join(dir, 'pglite-migrated.fingerprint');

/** The migrations' SQL and PGlite's version: what the packed cluster must have been made from. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The package exports no package.json; it sits above the entry point's dist/.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const pglite = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const name of (await readdir(MIGRATIONS)).filter((file) => file.endsWith('.sql')).sort()) {
    hash.update(`${name}\n`);
    hash.update(await readFile(path.join(MIGRATIONS, name)));
  }
  return hash.digest('hex');
}

/** The packed cluster for a data directory PGlite has not created yet, when one matches; else undefined. */
export async function packedClusterFor(dataDir: string, packDir = PACK_DIR): Promise<Blob | undefined> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  if (!existsSync(packFile(packDir)) || !existsSync(fingerprintFile(packDir))) return undefined;
  const [packed, current] = await Promise.all([readFile(fingerprintFile(packDir), 'utf8'), fingerprint()]);
  if (packed.trim() !== current) return undefined;
  return new Blob([await readFile(packFile(packDir))]);
}

/** Packs `client`'s cluster, freshly migrated and holding nothing else, for packedClusterFor. */
export async function packCluster(client: PGlite, packDir = PACK_DIR): Promise<{ file: string; bytes: number }> {
  // Uncompressed: unpacking a gzip costs more time at every first start than the bytes cost disk.
  const dump = await client.dumpDataDir('none');
  const bytes = Buffer.from(await dump.arrayBuffer());
  await mkdir(packDir, { recursive: true });
  await writeFile(packFile(packDir), bytes);
  await writeFile(fingerprintFile(packDir), `${await fingerprint()}\n`);
  return { file: packFile(packDir), bytes: bytes.length };
}
