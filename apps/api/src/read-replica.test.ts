import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDaysIso, madridDayOf } from '@portal/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import type { DatabaseHandle, ReadCounts, ReplicaReads } from './db/database.ts';
import { DEMO_PASSWORD, DEMO_REGISTRY_CUPS } from './seed/index.ts';
import { prepareDatabase } from './start/prepare-database.ts';
import { DEMO, multipart } from './test/contracts-test-support.ts';
import { TEST_SECRET, testConfig } from './test/test-app.ts';
import {
  createStreamingReplica,
  createThrowawayPostgres,
  missingPostgresBinaries,
  POSTGRES_BIN,
  type ThrowawayPostgres,
} from './test/throwaway-postgres.ts';

/**
 * Reads on a streaming replica (docs/operations.md, "Read replicas"; db/read-routing.ts): a
 * throwaway primary and a hot standby of it made with the installed binaries, the demo migrated
 * and seeded on the primary by the portal's own start-up code, the app built with DATABASE_URL on
 * the primary and DATABASE_READ_URL on the replica. Then: the suite's lag-tolerant reads are
 * answered by the replica; with the replica held back (pg_wal_replay_pause), a customer who
 * changed something reads it back from the primary while another customer's reads still come
 * from the replica (stale, which proves it); after replay resumes they return to it; with the
 * replica stopped every read is still answered, by the primary.
 */

const MISSING = missingPostgresBinaries('initdb', 'pg_ctl', 'pg_basebackup');
// The clusters are the test's own, whatever backend the suite runs on: once is enough (the
// PGlite project; the PostgreSQL project would repeat it), as db/restart.test.ts.
const REPEAT_RUN = process.env.TEST_DB_BACKEND === 'postgres';
if (MISSING.length > 0) {
  console.warn(
    `read-replica.test.ts skipped: ${MISSING.join(', ')} not found in ${POSTGRES_BIN} (install postgresql-15, or set POSTGRES_BIN)`,
  );
} else if (REPEAT_RUN) {
  console.info('read-replica.test.ts skipped in the PostgreSQL project: it makes its own clusters, and ran in the PGlite project');
}

/** The company files a request (the change); Marta, whose two demo requests exist only for her, is the other customer. */
const WRITER = DEMO.company;
const OTHER = DEMO.marta;
const NEW_REQUEST = {
  category: '10',
  contract: DEMO.sixPeriods,
  subject: 'Escrit amb la rèplica aturada',
  description: 'Llegiu-me tot seguit.',
};

describe.skipIf(MISSING.length > 0 || REPEAT_RUN)('reads on a streaming replica', () => {
  let primary: ThrowawayPostgres;
  let replica: ThrowawayPostgres;
  let database: DatabaseHandle;
  let reads: ReplicaReads;
  let app: FastifyInstance;
  let dataDir: string;
  let writer: string;
  let other: string;
  const logged: string[] = [];

  const today = madridDayOf(new Date());
  const month = `start=${addDaysIso(today, -32)}&end=${addDaysIso(today, -3)}`;

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** `read`'s answer and where its routed statements ran. */
  async function counted(read: () => Promise<LightMyRequestResponse>): Promise<{ res: LightMyRequestResponse; ran: ReadCounts }> {
    const before = reads.counts();
    const res = await read();
    const after = reads.counts();
    return {
      res,
      ran: {
        replica: after.replica - before.replica,
        primary: after.primary - before.primary,
        fallbacks: after.fallbacks - before.fallbacks,
      },
    };
  }

  /** Until the replica has replayed everything the primary has written so far. */
  async function caughtUp(): Promise<void> {
    const [{ lsn } = { lsn: '' }] = await primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
    for (const started = Date.now(); Date.now() - started < 20_000; await sleep(50)) {
      const [row] = await replica.query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn]);
      if (row?.done) return;
    }
    throw new Error(`the replica did not replay up to ${lsn} within 20 s`);
  }

  async function login(user: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { user, password: DEMO_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  }

  const requestSubjects = async (token: string) => {
    const { res, ran } = await counted(() => get('/api/v1/requests', token));
    expect(res.statusCode, res.body).toBe(200);
    return { subjects: (res.json() as { items: Array<{ subject: string }> }).items.map((item) => item.subject), ran };
  };

  beforeAll(async () => {
    const started = Date.now();
    primary = await createThrowawayPostgres({ replication: true });
    // Migrated and seeded by the portal's own start-up, on the primary alone.
    const seeding = await openDatabase({ url: primary.url, poolSize: 4 });
    try {
      await prepareDatabase(seeding, { seedDemo: true, testCustomers: 0 });
    } finally {
      await seeding.close();
    }
    replica = await createStreamingReplica(primary);
    const log = (level: string) => (details: object, message: string) => void logged.push(`${level} ${message} ${JSON.stringify(details)}`);
    database = await openDatabase({
      url: primary.url,
      poolSize: 4,
      read: { url: replica.url, poolSize: 4, maxLagSeconds: 60, log: { info: log('info'), warn: log('warn') } },
    });
    reads = database.replica!;
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-replica-test-'));
    const config = testConfig(dataDir, {
      databaseUrl: primary.url,
      databaseRead: { url: replica.url, poolSize: 4, maxLagSeconds: 60 },
      // One address signs in and reads everything here; nothing is about throttling.
      comparator: { comparePerMinute: 10_000, referencePerMinute: 10_000 },
      contractingCatalogue: { readsPerMinute: 10_000, couponChecksPerMinute: 10_000 },
      cupsLookupPerMinute: 10_000,
    });
    app = await buildApp({ config, database, secrets: { tokenSecret: new TextEncoder().encode(TEST_SECRET), tokenSecretSource: 'env' } });
    await app.ready();
    [writer, other] = [await login(WRITER), await login(OTHER)];
    await caughtUp();
    console.info(`read-replica.test.ts: primary, seed, replica and app ready in ${Date.now() - started} ms`);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await replica?.destroy();
    await primary?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the lists, a chart, a download and the reference data from the replica', async () => {
    const [tariff] = await primary.query<{ id: number }>(`select id from tariffs where name = '2.0TD'`);
    const suite: Array<[string, string, string | undefined]> = [
      ['contract list', '/api/v2/contracts?type=electricity&offset=0&limit=10', other],
      ['contract list counts', '/api/v2/contracts/list-info/', other],
      ['invoice list', '/api/v1/invoices/?type=electricity&offset=0&limit=100', other],
      ['multipoint invoice list', '/api/v1/invoices_multipoint/?type=electricity&offset=0&limit=100', writer],
      ['invoice filter choices', '/api/v1/filter/params?fields=cups,addresses,contracts,vats&type=electricity', other],
      ['requests list', '/api/v1/requests', other],
      ['request categories', '/api/v1/requests/categories', other],
      ['daily chart', `/api/v2/contracts/${DEMO.active}/cch/chart/daily/?${month}`, other],
      [
        'hourly chart, version 1',
        `/api/v1/contracts/${DEMO.active}/cch/chart/hourly/?start=${addDaysIso(today, -4)}&end=${addDaysIso(today, -4)}`,
        other,
      ],
      ['readings CSV', `/api/v1/contracts/${DEMO.active}/cch/download/hourly/?${month}`, other],
      ['readings spreadsheet', `/api/v1/contracts/${DEMO.sixPeriods}/cch/download/quarter-hourly/?${month}&format=xlsx`, writer],
      ['access tariffs', '/api/v1/tariff?power=4.6', undefined],
      ['origin suppliers', '/api/v1/leads/comers', undefined],
      ['cnaes', '/api/v1/misc/cnaes/', undefined],
      ['price list', `/api/v1/pricelist?power=4.6&atr=${tariff!.id}&cups=${DEMO_REGISTRY_CUPS.available20TD}`, undefined],
      ['registry lookup', `/api/v1/contractacio/config/cups/${DEMO_REGISTRY_CUPS.available20TD}`, undefined],
    ];
    const served: Record<string, string> = {};
    for (const [name, url, token] of suite) {
      const { res, ran } = await counted(() => get(url, token));
      served[name] =
        `${res.statusCode} replica ${ran.replica} primary ${ran.primary}${res.statusCode === 200 ? '' : ` ${res.body.slice(0, 200)}`}`;
    }
    for (const [name] of suite) expect(served[name], name).toMatch(/^200 replica [1-9]\d* primary 0$/);
    expect(reads.state()).toBe('streaming');
  });

  it('holds a customer who wrote on the primary while the replica lags, and no one else', async () => {
    const before = await requestSubjects(writer);
    expect(before.subjects).not.toContain(NEW_REQUEST.subject);
    const [marta] = await primary.query<{ id: number; subject: string }>(
      `select c.id, c.subject from cases c join customers cu on cu.id = c.customer_id where cu.tax_id = $1 order by c.id limit 1`,
      [OTHER],
    );

    await replica.query('select pg_wal_replay_pause()');
    try {
      for (let started = Date.now(); ; await sleep(20)) {
        const [state] = await replica.query<{ paused: string }>('select pg_get_wal_replay_pause_state() as paused');
        if (state?.paused === 'paused') break;
        if (Date.now() - started > 10_000) throw new Error('replay did not pause');
      }
      // The writer's change, through the API.
      const form = multipart(NEW_REQUEST);
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/requests',
        headers: { authorization: `Bearer ${writer}`, ...form.headers },
        payload: form.payload,
      });
      expect(created.statusCode, created.body).toBeLessThan(300);
      // Someone else's change to the other customer's data (as staff's would be), straight on the primary.
      await primary.query('update cases set subject = $1 where id = $2', ['Canviat al primari', marta!.id]);

      // The writer reads their write back: from the primary, every routed statement of the request.
      const mine = await requestSubjects(writer);
      expect(mine.subjects).toContain(NEW_REQUEST.subject);
      expect(mine.ran).toMatchObject({ replica: 0 });
      expect(mine.ran.primary).toBeGreaterThan(0);
      const chart = await counted(() => get(`/api/v2/contracts/${DEMO.sixPeriods}/cch/chart/daily/?${month}`, writer));
      expect(chart.res.statusCode).toBe(200);
      expect(chart.ran).toMatchObject({ replica: 0 });

      // The other customer still reads the replica, which has not replayed the change to her case.
      const theirs = await requestSubjects(other);
      expect(theirs.ran).toMatchObject({ primary: 0 });
      expect(theirs.ran.replica).toBeGreaterThan(0);
      expect(theirs.subjects).toContain(marta!.subject);
      expect(theirs.subjects).not.toContain('Canviat al primari');
      // So do visitors.
      const visitor = await counted(() => get('/api/v1/misc/cnaes/'));
      expect(visitor.res.statusCode).toBe(200);
      expect(visitor.ran).toMatchObject({ primary: 0 });
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }

    // Replayed: both read the replica again, and see everything.
    await caughtUp();
    const mine = await requestSubjects(writer);
    expect(mine.subjects).toContain(NEW_REQUEST.subject);
    expect(mine.ran).toMatchObject({ primary: 0 });
    expect(mine.ran.replica).toBeGreaterThan(0);
    const theirs = await requestSubjects(other);
    expect(theirs.subjects).toContain('Canviat al primari');
    expect(theirs.ran).toMatchObject({ primary: 0 });
  });

  it('answers every read from the primary while the replica is down, stays ready, and returns to the replica', async () => {
    await replica.stop();
    try {
      for (const token of [writer, other]) {
        const { res, ran } = await counted(() => get('/api/v2/contracts?type=electricity&offset=0&limit=10', token));
        expect(res.statusCode, res.body).toBe(200);
        expect(ran).toMatchObject({ replica: 0 });
        expect(ran.primary).toBeGreaterThan(0);
      }
      const chart = await counted(() => get(`/api/v2/contracts/${DEMO.active}/cch/chart/daily/?${month}`, other));
      expect(chart.res.statusCode).toBe(200);
      expect(chart.ran).toMatchObject({ replica: 0 });
      expect((await get('/api/v1/misc/cnaes/')).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect(reads.state()).toBe('down');
      expect(logged.some((line) => line.startsWith('warn read replica unreachable'))).toBe(true);
    } finally {
      await replica.start();
    }
    // Checked again at most a second after the last check: the reads come back.
    let back: ReadCounts | undefined;
    for (const started = Date.now(); Date.now() - started < 15_000 && !back?.replica; await sleep(200)) {
      const { res, ran } = await counted(() => get('/api/v1/requests', other));
      expect(res.statusCode).toBe(200);
      back = ran;
    }
    expect(back).toMatchObject({ primary: 0 });
    expect(reads.state()).toBe('streaming');
  });
});
