import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packMigratedCluster } from '../pack-cluster.ts';
import { rows } from '../test/contracts-test-support.ts';
import { openDatabase } from './client.ts';
import { unpackClusterInto } from './packed-cluster.ts';

const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

describe.skipIf(process.env.TEST_DB_BACKEND === 'postgres')('the packed, migrated PGlite cluster of a first start', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-packed-cluster-'));
  const packDir = path.join(scratch, 'dist');
  const dataDir = path.join(scratch, 'data', 'pglite');

  beforeAll(async () => {
    await packMigratedCluster(packDir);
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('unpacks into an empty data directory with every migration applied, and stays on disk', async () => {
    expect(await unpackClusterInto(dataDir, packDir)).toBe(true);
    // Renamed into place whole: nothing is left beside it.
    expect(readdirSync(path.dirname(dataDir))).toEqual(['pglite']);
    const unpacked = await openDatabase({ pgliteDir: dataDir });
    try {
      expect(await rows(unpacked, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual([
        { n: journal.entries.length },
      ]);
      // Nothing left to apply, and the schema is there to write to.
      await unpacked.migrate();
      expect(await rows(unpacked, sql`select count(*)::int as n from mail_outbox`)).toEqual([{ n: 0 }]);
      // The one database PGlite opens; the templates, for CREATE DATABASE, were left out.
      expect(await rows(unpacked, sql`select datname from pg_database`)).toEqual([{ datname: 'postgres' }]);
      await unpacked.db.execute(sql`create table packed_probe (n int)`);
      await unpacked.db.execute(sql`insert into packed_probe values (7)`);
    } finally {
      await unpacked.close();
    }
    // A restart opens the directory itself: what was written is on disk, and the pack is not used again.
    expect(await unpackClusterInto(dataDir, packDir)).toBe(false);
    const reopened = await openDatabase({ pgliteDir: dataDir });
    try {
      expect(await rows(reopened, sql`select n from packed_probe`)).toEqual([{ n: 7 }]);
    } finally {
      await reopened.close();
    }
  });

  it('holds a cluster shut down cleanly, whose WAL is unpacked as a hole, in a ustar that tar reads', async () => {
    const dir = path.join(scratch, 'inspected', 'pglite');
    expect(await unpackClusterInto(dir, packDir)).toBe(true);
    // pg_control's fourth field is the cluster's state; 1 is DB_SHUTDOWNED (PostgreSQL's
    // catalog/pg_control.h). A dump of a running cluster reads 6, in production, and its first
    // start replays the WAL as after a crash.
    expect(readFileSync(path.join(dir, 'global', 'pg_control')).readUInt32LE(16)).toBe(1);
    const wal = readdirSync(path.join(dir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(wal).toHaveLength(1);
    const segment = statSync(path.join(dir, 'pg_wal', wal[0]!));
    expect(segment.size).toBe(16 * 1024 * 1024);
    expect(segment.blocks * 512).toBeLessThan(1024 * 1024);
    const listed = execFileSync('tar', ['-tf', path.join(packDir, 'pglite-migrated.tar')], { encoding: 'utf8' }).split('\n');
    expect(listed).toContain('global/pg_control');
    expect(listed).toContain(`pg_wal/${wal[0]}`);
    // Only the database PGlite opens (oid 5) has files: the templates' 600 are not there to create.
    expect(readdirSync(path.join(dir, 'base'))).toEqual(['5']);
    expect(listed.length).toBeLessThan(1100);
  });

  it('is not used when it was made from other migrations or another PGlite', async () => {
    const fingerprint = path.join(packDir, 'pglite-migrated.fingerprint');
    const original = readFileSync(fingerprint, 'utf8');
    try {
      writeFileSync(fingerprint, `${'0'.repeat(64)}\n`);
      expect(await unpackClusterInto(path.join(scratch, 'other', 'pglite'), packDir)).toBe(false);
      expect(existsSync(path.join(scratch, 'other', 'pglite'))).toBe(false);
    } finally {
      writeFileSync(fingerprint, original);
    }
    expect(await unpackClusterInto(path.join(scratch, 'other', 'pglite'), packDir)).toBe(true);
  });

  it('is not there for a build that made none: the directory is created as before', async () => {
    expect(await unpackClusterInto(path.join(scratch, 'third', 'pglite'), path.join(scratch, 'no-build'))).toBe(false);
  });

  it('goes into an empty directory made beforehand, and never over a directory that holds something', async () => {
    const empty = path.join(scratch, 'empty', 'pglite');
    mkdirSync(empty, { recursive: true });
    expect(await unpackClusterInto(empty, packDir)).toBe(true);
    expect(existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);
    const occupied = path.join(scratch, 'occupied', 'pglite');
    mkdirSync(occupied, { recursive: true });
    writeFileSync(path.join(occupied, 'notes.txt'), 'kept');
    expect(await unpackClusterInto(occupied, packDir)).toBe(false);
    expect(readdirSync(occupied)).toEqual(['notes.txt']);
    expect(readdirSync(path.dirname(occupied))).toEqual(['pglite']);
  });

  it('writes nothing outside the directory it unpacks into, whatever a name in the archive says', async () => {
    // A ustar header naming ../escaped.txt, as a tampered pack would.
    const header = Buffer.alloc(512);
    header.write('../escaped.txt', 0, 'utf8');
    header.write('0000600\0', 100, 'utf8');
    header.write('00000000004\0', 124, 'utf8');
    header.write('0', 156, 'utf8');
    const tampered = path.join(scratch, 'tampered');
    mkdirSync(tampered);
    writeFileSync(path.join(tampered, 'pglite-migrated.tar'), Buffer.concat([header, Buffer.alloc(512), Buffer.alloc(1024)]));
    writeFileSync(path.join(tampered, 'pglite-migrated.fingerprint'), readFileSync(path.join(packDir, 'pglite-migrated.fingerprint')));
    const target = path.join(scratch, 'victim', 'pglite');
    expect(await unpackClusterInto(target, tampered)).toBe(false);
    expect(existsSync(path.join(scratch, 'victim', 'escaped.txt'))).toBe(false);
    expect(existsSync(target)).toBe(false);
  });
});
