import { createHash } from 'node:crypto';
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';

/**
 * An empty PGlite cluster with every migration applied, packed once by the build (`npm run
 * build`, scripts/build-api.mjs, through pack-cluster.ts) and unpacked into a fresh data directory
 * instead of creating the cluster file by file: PGlite's initdb and the migrations were 3.6 s of a
 * first start's 7.2 (docs/performance.md, "The embedded database"). The pack is used only when it
 * was made from exactly these migrations by exactly this PGlite; otherwise the data directory is
 * created and migrated as before, so a stale or missing pack costs time, never correctness.
 *
 * The pack is a ustar archive of a cluster PGlite has shut down, so its first start replays no WAL
 * (a dump of a running cluster was "not properly shut down": 0.5 s of recovery and checkpoint at
 * every first start). It is unpacked here with Node's own file writes, not handed to PGlite (its
 * loadDataDir writes each file through its emulated file system: 2.7 s to open the directory so,
 * 1.6–2.0 s unpacked here and then opened).
 */

/** Where the build leaves the pack: beside the compiled API. */
const PACK_DIR = fileURLToPath(new URL('../../dist', import.meta.url));
const packFile = (dir: string) => path.join(dir, 'pglite-migrated.tar');
const fingerprintFile = (dir: string) => path.join(dir, 'pglite-migrated.fingerprint');

/** The migrations' SQL and PGlite's version: what the packed cluster must have been made from. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The package exports no package.json; it sits above the entry point's dist/.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const name of (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith('.sql')).sort()) {
    hash.update(`${name}\n`);
    hash.update(await readFile(path.join(MIGRATIONS_FOLDER, name)));
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
    untar(await readFile(packFile(packDir)), unpacking);
    // Over an empty directory (rename replaces one); anything else in the way keeps the pack out.
    await rename(unpacking, dataDir);
    return true;
  } catch {
    await rm(unpacking, { recursive: true, force: true });
    return false;
  }
}

const BLOCK = 512;
/** A page of PostgreSQL's: the unit a file's trailing zeros are skipped in. */
const PAGE = 8192;
const ZERO_BLOCK = Buffer.alloc(BLOCK);
const ZERO_PAGE = Buffer.alloc(PAGE);

/**
 * The directories and regular files of a ustar archive, written under `into` (nothing outside it).
 * Synchronous: nothing else runs while a first start unpacks, and 1,600 small files each sent to
 * libuv's threads cost more than their writes. A file's trailing zero pages are not written but the
 * file is extended over them (read back, they are the same zeros): the WAL segment a cluster starts
 * from is 16 MB of which a few hundred bytes are records.
 */
function untar(archive: Buffer, into: string): void {
  const text = (header: Buffer, from: number, length: number) => {
    const field = header.subarray(from, from + length);
    const end = field.indexOf(0);
    return field.subarray(0, end < 0 ? length : end).toString('utf8');
  };
  const made = new Set<string>();
  const directory = (dir: string) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    made.add(dir);
  };
  directory(into);
  for (let at = 0; at + BLOCK <= archive.length; ) {
    const header = archive.subarray(at, at + BLOCK);
    if (header.equals(ZERO_BLOCK)) break;
    const prefix = text(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${text(header, 0, 100)}`;
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const target = path.join(into, name);
    if (target !== into && !target.startsWith(`${into}${path.sep}`)) throw new Error(`${name}: outside the archive's directory`);
    if (type === '5') directory(target);
    else if (type === '0' || type === '\0') {
      directory(path.dirname(target));
      writeSparse(target, archive.subarray(at + BLOCK, at + BLOCK + size));
    } else throw new Error(`${name}: an entry of type ${type}, which a packed cluster does not hold`);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
}

function writeSparse(file: string, content: Buffer): void {
  let end = content.length;
  while (end >= PAGE && content.subarray(end - PAGE, end).equals(ZERO_PAGE)) end -= PAGE;
  const fd = openSync(file, 'w', 0o600);
  try {
    writeSync(fd, content, 0, end);
    if (end < content.length) ftruncateSync(fd, content.length);
  } finally {
    closeSync(fd);
  }
}

/**
 * A ustar archive of `dir`'s directories and regular files, in name order, their modes and owners
 * left out (the data directory's own are PostgreSQL's: 0700 and 0600, the process's user).
 */
async function tarDirectory(dir: string): Promise<Buffer> {
  const blocks: Buffer[] = [];
  const header = (name: string, type: '0' | '5', size: number) => {
    const block = Buffer.alloc(BLOCK);
    // A data directory's paths are short (base/5/2838, pg_wal/archive_status): no prefix field.
    if (Buffer.byteLength(name) > 100) throw new Error(`${name}: longer than a ustar name`);
    block.write(name, 0, 'utf8');
    block.write(type === '5' ? '0000700\0' : '0000600\0', 100, 'ascii');
    block.write('0000000\0', 108, 'ascii');
    block.write('0000000\0', 116, 'ascii');
    block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
    block.write('00000000000\0', 136, 'ascii');
    block.write(type, 156, 'ascii');
    block.write('ustar\0' + '00', 257, 'ascii');
    // The checksum is taken with its own field as spaces.
    block.write('        ', 148, 'ascii');
    let sum = 0;
    for (const byte of block) sum += byte;
    block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    return block;
  };
  const walk = async (relative: string) => {
    const entries = (await readdir(path.join(dir, relative), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        blocks.push(header(name, '5', 0));
        await walk(name);
      } else if (entry.isFile()) {
        const content = await readFile(path.join(dir, name));
        blocks.push(header(name, '0', content.length), content, Buffer.alloc((BLOCK - (content.length % BLOCK)) % BLOCK));
      } else throw new Error(`${name}: neither a directory nor a regular file`);
    }
  };
  await walk('');
  blocks.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(blocks);
}

/** Removes the pack and its fingerprint, before a new one is made. */
export async function removePack(packDir = PACK_DIR): Promise<void> {
  await Promise.all([rm(packFile(packDir), { force: true }), rm(fingerprintFile(packDir), { force: true })]);
}

/**
 * Packs the cluster in `clusterDir`, freshly migrated, holding nothing else and shut down by
 * PGlite (pack-cluster.ts), for unpackClusterInto.
 */
export async function packCluster(clusterDir: string, packDir = PACK_DIR): Promise<{ file: string; bytes: number }> {
  // Uncompressed: unpacking a gzip costs more time at every first start than the bytes cost disk.
  const bytes = await tarDirectory(clusterDir);
  await mkdir(packDir, { recursive: true });
  await writeFile(packFile(packDir), bytes);
  await writeFile(fingerprintFile(packDir), `${await fingerprint()}\n`);
  return { file: packFile(packDir), bytes: bytes.length };
}
