import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../test/contracts-test-support.ts';
import { openDatabase } from './client.ts';
import { packCluster, packedClusterFor } from './packed-cluster.ts';

const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

describe.skipIf(process.env.TEST_DB_BACKEND === 'postgres')('the packed, migrated PGlite cluster of a first start', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-packed-cluster-'));
  const packDir = path.join(scratch, 'dist');
  const dataDir = path.join(scratch, 'data', 'pglite');

  beforeAll(async () => {
    const fresh = await openDatabase({});
    try {
      await fresh.migrate();
      await packCluster((fresh.db as unknown as { $client: PGlite }).$client, packDir);
    } finally {
      await fresh.close();
    }
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('unpacks into an empty data directory with every migration applied, and stays on disk', async () => {
    const packed = await packedClusterFor(dataDir, packDir);
    expect(packed).toBeInstanceOf(Blob);
    const unpacked = await openDatabase({ pgliteDir: dataDir, pgliteDump: packed });
    try {
      expect(await rows(unpacked, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual([
        { n: journal.entries.length },
      ]);
      // Nothing left to apply, and the schema is there to write to.
      await unpacked.migrate();
      expect(await rows(unpacked, sql`select count(*)::int as n from mail_outbox`)).toEqual([{ n: 0 }]);
      await unpacked.db.execute(sql`create table packed_probe (n int)`);
      await unpacked.db.execute(sql`insert into packed_probe values (7)`);
    } finally {
      await unpacked.close();
    }
    // A restart opens the directory itself: what was written is on disk, and the pack is not used again.
    expect(await packedClusterFor(dataDir, packDir)).toBeUndefined();
    const reopened = await openDatabase({ pgliteDir: dataDir });
    try {
      expect(await rows(reopened, sql`select n from packed_probe`)).toEqual([{ n: 7 }]);
    } finally {
      await reopened.close();
    }
  });

  it('is not used when it was made from other migrations or another PGlite', async () => {
    const fingerprint = path.join(packDir, 'pglite-migrated.fingerprint');
    const original = readFileSync(fingerprint, 'utf8');
    try {
      writeFileSync(fingerprint, `${'0'.repeat(64)}\n`);
      expect(await packedClusterFor(path.join(scratch, 'other', 'pglite'), packDir)).toBeUndefined();
    } finally {
      writeFileSync(fingerprint, original);
    }
    expect(await packedClusterFor(path.join(scratch, 'other', 'pglite'), packDir)).toBeInstanceOf(Blob);
  });

  it('is not there for a build that made none: the directory is created as before', async () => {
    expect(await packedClusterFor(path.join(scratch, 'third', 'pglite'), path.join(scratch, 'no-build'))).toBeUndefined();
  });
});
