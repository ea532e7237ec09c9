// Uploads at their largest, on PGlite or PostgreSQL: bounded memory, and a visitor's form that must
// not stall other readers:
//
// 1. Memory: four customers each send an IBAN change with six files of the size limit (15 MB
//    PDFs) at the same time. The portal runs as its own process; its RSS is sampled every 100 ms
//    from /proc, and the database's growth is measured.
// 2. The largest anonymous form: a visitor's unsigned contact with six files of the size limit,
//    while another customer reads their contract list (GET /api/v2/contracts, one request every
//    25 ms). Prints the time to store the form and the reader's p50/p99 during it, against the
//    reader's own figures measured just before in the same run (the ratio). On PGlite, one
//    connection serves everybody: the files are written chunk by chunk outside the form's
//    transaction (apps/api/src/db/staged-files.ts), so the reader takes turns between chunks.
//
//   node --import tsx bench/uploads-memory.ts [portal checkout] [--postgres] [--memory | --form]
//
// The optional argument is another checkout to start the portal from (a `git worktree` of an
// earlier commit, for a before figure); by default this one. With --postgres the portal runs on
// a fresh database of the local PostgreSQL server (BENCH_POSTGRES_URL), and the database growth is
// pg_database_size; on PGlite it is the growth of DATA_DIR (PGlite's memory is the process's own).
// --memory or --form runs only that measure.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { testContractName, testCustomerTaxId } from '../apps/api/src/seed/e2e/test-customer-ids.ts';
import { maximalPdf, postMultipart } from './lib/multipart-upload.ts';
import { ROOT, startPortal } from './lib/portal-process.ts';
import { login } from './lib/portal-session.ts';
import { freshDatabase } from './lib/postgres.ts';

const CUSTOMERS = 4;
const FILES = 6;
const FILE_BYTES = 15_000_000;
// The demo password, then the one before new passwords needed 12 characters: an earlier checkout
// (the "before" figure) still seeds that one.
const PASSWORDS = ['Demo-Portal-2026!', 'Demo-2026!'];
const signIn = async (base: string, user: string): Promise<string> => {
  for (const password of PASSWORDS.slice(0, -1)) {
    const token = await login(base, user, password).catch(() => undefined);
    if (token) return token;
  }
  return login(base, user, PASSWORDS.at(-1)!);
};

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

async function upload(base: string, token: string, contract: string, file: Buffer): Promise<number> {
  const fields = { already_registered: 'false', iban: 'ES84 0049 0001 5800 0123 4567', owner_is_bank_owner: 'true' };
  const res = await postMultipart(
    `${base}/api/v1/contracts/${contract}/iban/`,
    { authorization: `Bearer ${token}` },
    { fields, file, copies: FILES, fileField: 'files' },
  );
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
    const tokens = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => signIn(portal.url, testCustomerTaxId(i + 1))));
    const file = maximalPdf(FILE_BYTES);
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

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export interface ReaderFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

function readerFigures(times: number[]): ReaderFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** A customer reading their contract list every READER_PAUSE_MS until `done()`; each answer's time in ms. */
async function readContracts(base: string, token: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v2/contracts?offset=0&limit=10`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`contract list: ${res.status}`);
    times.push(performance.now() - started);
    await sleep(READER_PAUSE_MS);
  }
  return times;
}

const READER_PAUSE_MS = 25;
const BASELINE_MS = 5000;

/**
 * The largest anonymous form (six files of the size limit) stored while another customer reads
 * their contracts: the form's time, and the reader's figures before (alone) and during.
 */
export async function measureLargestForm(checkout: string = ROOT, backend: 'pglite' | 'postgres' = 'pglite') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-form-'));
  const databaseUrl = backend === 'postgres' ? await freshDatabase('portal_bench_form') : undefined;
  const portal = await startPortal(
    {
      DATA_DIR: dataDir,
      PORT: '8395',
      SEED_DEMO: 'true',
      LOGIN_RATE_LIMIT: '1000',
      CONTACT_TICKET_MIN_AGE_SECONDS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    ['node', '--import', 'tsx', path.join(checkout, 'apps/api/src/main.ts')],
  );
  try {
    const token = await signIn(portal.url, '12345678Z');
    const file = maximalPdf(FILE_BYTES);
    // Warm up the reader's route (plans, caches), then its figures alone.
    await readContracts(
      portal.url,
      token,
      (
        (n) => () =>
          n-- <= 0
      )(20),
    );
    const baselineUntil = performance.now() + BASELINE_MS;
    const alone = readerFigures(await readContracts(portal.url, token, () => performance.now() > baselineUntil));
    const ticketRes = await fetch(`${portal.url}/api/v1/crm/unsigned/ticket`);
    const { ticket } = (await ticketRes.json()) as { ticket: string };
    const fields = {
      ticket,
      email: 'visitant@example.com',
      mobile: '612 345 678',
      category: '10',
      subject: 'Factures escanejades',
      description: 'Us envio les factures escanejades.',
    };
    let finished = false;
    const started = performance.now();
    const form = postMultipart(`${portal.url}/api/v1/crm/unsigned/`, {}, { fields, file, copies: FILES, fileField: 'attachment' }).finally(
      () => {
        finished = true;
      },
    );
    const [answer, during] = await Promise.all([form, readContracts(portal.url, token, () => finished)]);
    const seconds = (performance.now() - started) / 1000;
    return { status: answer.status, answer: answer.body.slice(0, 200), seconds, alone, during: readerFigures(during) };
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
  console.log(`portal: ${checkout} on ${backend}`);
  if (!args.includes('--form')) {
    const r = await measureUploadsMemory(checkout, backend);
    const mb = (kb: number) => (kb / 1024).toFixed(0);
    console.log(
      `${CUSTOMERS} concurrent IBAN changes × ${FILES} files of ${FILE_BYTES / 1e6} MB: statuses ${r.statuses.join(', ')} in ${r.seconds.toFixed(1)} s`,
    );
    console.log(`RSS: baseline ${mb(r.baselineKB)} MB, peak ${mb(r.peakKB)} MB, growth ${mb(r.growthKB)} MB`);
    console.log(`database growth (${backend === 'postgres' ? 'pg_database_size' : 'DATA_DIR'}): ${(r.dbGrowthBytes / 1e6).toFixed(0)} MB`);
  }
  if (!args.includes('--memory')) {
    const r = await measureLargestForm(checkout, backend);
    const ms = (x: number) => `${x.toFixed(0)} ms`;
    console.log(
      `largest anonymous form (${FILES} files of ${FILE_BYTES / 1e6} MB): ${r.status} in ${r.seconds.toFixed(1)} s${r.status === 200 ? '' : ` ${r.answer}`}`,
    );
    console.log(
      `contract list alone: p50 ${ms(r.alone.p50)}, p99 ${ms(r.alone.p99)}, max ${ms(r.alone.max)} (${r.alone.requests} requests, one every ${READER_PAUSE_MS} ms)`,
    );
    console.log(
      `contract list during the form: p50 ${ms(r.during.p50)}, p99 ${ms(r.during.p99)}, max ${ms(r.during.max)} (${r.during.requests} requests); ` +
        `ratio to alone: p50 ×${(r.during.p50 / r.alone.p50).toFixed(1)}, p99 ×${(r.during.p99 / r.alone.p99).toFixed(1)}`,
    );
  }
}
