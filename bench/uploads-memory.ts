// Memory of the portal under four concurrent maximal uploads (issue 10 §4, §8): four customers
// each send an IBAN change with six files of the size limit (15 MB PDFs) at the same time. The
// portal runs as its own process on PGlite; its RSS is sampled every 100 ms from /proc.
//
//   node --import tsx bench/uploads-memory.ts [portal checkout] [--postgres]
//
// The optional argument is another checkout to start the portal from (a `git worktree` of an
// earlier commit, for a before figure); by default this one. With --postgres the portal runs on
// a fresh database of the local PostgreSQL server (BENCH_POSTGRES_URL), and the database growth is
// pg_database_size; on PGlite it is the growth of DATA_DIR (PGlite's memory is the process's own).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { simplePdf } from '../apps/api/src/seed/pdf-bytes.ts';
import { testContractName, testCustomerTaxId } from '../apps/api/src/seed/test-customer-ids.ts';
import { ROOT, startPortal } from './lib/portal-process.ts';
import { login } from './lib/portal-session.ts';
import { freshDatabase } from './lib/postgres.ts';

const CUSTOMERS = 4;
const FILES = 6;
const FILE_BYTES = 15_000_000;
const PASSWORD = 'Demo-Portal-2026!';

const rssKB = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
};

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

/**
 * A maximal valid PDF: a real one-page PDF padded after %%EOF to the size limit with random
 * bytes, as incompressible as a scan's image streams (padding of spaces would let PostgreSQL's
 * TOAST compression hide the bytes stored).
 */
function maximalPdf(): Buffer {
  const head = simplePdf('Certificat de titularitat', ['ES84 0049 0001 5800 0123 4567']);
  return Buffer.concat([head, randomBytes(FILE_BYTES - head.length)]);
}

/** The multipart body as a stream of shared buffers: the benchmark itself holds one copy of the file. */
async function* multipartBody(boundary: string, file: Buffer): AsyncGenerator<Uint8Array> {
  const fields = { already_registered: 'false', iban: 'ES84 0049 0001 5800 0123 4567', owner_is_bank_owner: 'true' };
  for (const [name, value] of Object.entries(fields)) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  for (let i = 0; i < FILES; i += 1) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="document-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    for (let at = 0; at < file.length; at += 1 << 20) yield file.subarray(at, at + (1 << 20));
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

async function upload(base: string, token: string, contract: string, file: Buffer): Promise<number> {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const res = await fetch(`${base}/api/v1/contracts/${contract}/iban/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartBody(boundary, file) as unknown as BodyInit,
    duplex: 'half',
  } as RequestInit);
  await res.arrayBuffer();
  return res.status;
}

async function databaseBytes(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
    return Number(rows[0]!.bytes);
  } finally {
    await client.end();
  }
}

export async function measureUploadsMemory(checkout: string = ROOT, backend: 'pglite' | 'postgres' = 'pglite') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-uploads-'));
  const databaseUrl = backend === 'postgres' ? await freshDatabase('portal_bench_uploads') : undefined;
  const size = () => (databaseUrl ? databaseBytes(databaseUrl) : Promise.resolve(folderBytes(dataDir)));
  const portal = await startPortal(
    {
      DATA_DIR: dataDir,
      PORT: '8394',
      SEED_DEMO: 'true',
      SEED_TEST_CUSTOMERS: String(CUSTOMERS),
      LOGIN_RATE_LIMIT: '1000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    ['node', '--import', 'tsx', path.join(checkout, 'apps/api/src/main.ts')],
  );
  try {
    const pid = portal.process.pid!;
    const tokens = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => login(portal.url, testCustomerTaxId(i + 1), PASSWORD)));
    const file = maximalPdf();
    // Settle: what start-up and the logins left behind is the baseline.
    await sleep(2000);
    const baselineKB = rssKB(pid);
    const dbBefore = await size();
    let peakKB = baselineKB;
    const sampler = setInterval(() => {
      peakKB = Math.max(peakKB, rssKB(pid));
    }, 100);
    const started = performance.now();
    const statuses = await Promise.all(tokens.map((token, i) => upload(portal.url, token, testContractName('0001001', i + 1), file)));
    const seconds = (performance.now() - started) / 1000;
    await sleep(500);
    clearInterval(sampler);
    const dbAfter = await size();
    return { statuses, seconds, baselineKB, peakKB, growthKB: peakKB - baselineKB, dbGrowthBytes: dbAfter - dbBefore };
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const backend = args.includes('--postgres') ? 'postgres' : 'pglite';
  const other = args.find((a) => !a.startsWith('--'));
  const checkout = other ? path.resolve(other) : ROOT;
  const r = await measureUploadsMemory(checkout, backend);
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  console.log(`portal: ${checkout} on ${backend}`);
  console.log(
    `${CUSTOMERS} concurrent IBAN changes × ${FILES} files of ${FILE_BYTES / 1e6} MB: statuses ${r.statuses.join(', ')} in ${r.seconds.toFixed(1)} s`,
  );
  console.log(`RSS: baseline ${mb(r.baselineKB)} MB, peak ${mb(r.peakKB)} MB, growth ${mb(r.growthKB)} MB`);
  console.log(`database growth (${backend === 'postgres' ? 'pg_database_size' : 'DATA_DIR'}): ${(r.dbGrowthBytes / 1e6).toFixed(0)} MB`);
}
