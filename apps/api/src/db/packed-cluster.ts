import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
 *
 * The pack is a tar that PGlite writes (dumpDataDir); it is unpacked here with Node's own file
 * writes, not handed to PGlite (its loadDataDir writes each file through its emulated file
 * system: 2.7 s to open the directory so, 1.6–2.0 s unpacked here and then opened).
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

/**
 * Unpacks the packed cluster into a data directory PGlite has not created yet, when one matches:
 * true when it did. It is written beside the directory and renamed into place, so a start
 * stopped halfway leaves no half cluster that the next start would take for a whole one.
 */
export async function unpackClusterInto(dataDir: string, packDir = PACK_DIR): Promise<boolean> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  if (!existsSync(packFile(packDir)) || !existsSync(fingerprintFile(packDir))) return false;
  const [packed, current] = await Promise.all([readFile(fingerprintFile(packDir), 'utf8'), fingerprint()]);
  if (packed.trim() !== current) return false;
  const unpacking = `${dataDir}.unpacking-${process.pid}`;
  await rm(unpacking, { recursive: true, force: true });
  try {
    await untar(await readFile(packFile(packDir)), unpacking);
    // Over an empty directory (rename replaces one); anything else in the way keeps the pack out.
    await rename(unpacking, dataDir);
    return true;
  } catch {
    await rm(unpacking, { recursive: true, force: true });
    return false;
  }
}

/** The directories and regular files of a ustar archive, written under `into` (nothing outside it). */
async function untar(archive: Buffer, into: string): Promise<void> {
  const text = (header: Buffer, from: number, length: number) => {
    const field = header.subarray(from, from + length);
    const end = field.indexOf(0);
    return field.subarray(0, end < 0 ? length : end).toString('utf8');
  };
  await mkdir(into, { recursive: true, mode: 0o700 });
  for (let at = 0; at + 512 <= archive.length; ) {
    const header = archive.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const prefix = text(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${text(header, 0, 100)}`;
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const target = path.join(into, name);
    if (target !== into && !target.startsWith(`${into}${path.sep}`)) throw new Error(`${name}: outside the archive's directory`);
    if (type === '5') await mkdir(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, archive.subarray(at + 512, at + 512 + size), { mode: 0o600 });
    } else throw new Error(`${name}: an entry of type ${type}, which a PGlite dump does not hold`);
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

/** Packs `client`'s cluster, freshly migrated and holding nothing else, for unpackClusterInto. */
export async function packCluster(client: PGlite, packDir = PACK_DIR): Promise<{ file: string; bytes: number }> {
  // Uncompressed: unpacking a gzip costs more time at every first start than the bytes cost disk.
  const dump = await client.dumpDataDir('none');
  const bytes = Buffer.from(await dump.arrayBuffer());
  await mkdir(packDir, { recursive: true });
  await writeFile(packFile(packDir), bytes);
  await writeFile(fingerprintFile(packDir), `${await fingerprint()}\n`);
  return { file: packFile(packDir), bytes: bytes.length };
}
