// Login requests per second on PGlite and on PostgreSQL. Each request is a real login: user
// lookup plus an argon2id verification, so the figure is bound by the hash's cost by design.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPortal } from './lib/portal-process.ts';
import { freshDatabase } from './lib/postgres.ts';

const NO_LIMIT = { LOGIN_RATE_LIMIT: '100000000', LOGIN_IP_RATE_LIMIT: '100000000' };

async function load(url: string, connections: number, seconds: number) {
  const result = await autocannon({
    url: `${url}/api/v1/user/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: '12345678Z', password: 'Demo-Portal-2026!' }),
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p99,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function measureLogin(connections = 16, seconds = 10) {
  const out: Record<string, Awaited<ReturnType<typeof load>>> = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-login-'));
  let portal = await startPortal({ DATA_DIR: dataDir, PORT: '8393', ...NO_LIMIT });
  try {
    out.pglite = await load(portal.url, connections, seconds);
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = await freshDatabase('portal_bench_login');
  portal = await startPortal({ DATABASE_URL: databaseUrl, PORT: '8394', ...NO_LIMIT });
  try {
    out.postgres = await load(portal.url, connections, seconds);
  } finally {
    await portal.stop();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureLogin();
  for (const [db, x] of Object.entries(r)) {
    console.log(
      `login on ${db}: ${x.rps.toFixed(1)} req/s, p50 ${x.p50} ms, p97.5 ${x.p95} ms, p99 ${x.p99} ms, non-2xx ${x.non2xx}, errors ${x.errors} (16 connections, 10 s)`,
    );
  }
}
