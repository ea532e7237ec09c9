import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { madridToday } from '../seed/demo/invoice-periods.ts';
import { prepareDatabase } from '../start/prepare-database.ts';
import { adminQuery, databaseUrl } from './test-database.ts';

/**
 * Vitest's global setup of the API projects (vitest.config.ts): the demo database, migrated and
 * seeded once per run, which every test app that wants the plain demo starts from (createTestApp
 * without testCustomers, seed on). Migrating and seeding took about 8 s of each test file's
 * start on a busy two-core machine, a third of the API suite; a copy of the result takes about
 * one. Built by the same prepareDatabase every start runs, from this run's code and migrations,
 * so it can be no staler than a database each file would have made.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The demo data count from this day; a test file that starts on another (a run across midnight
  // in Madrid) seeds its own instead (openTestDatabase).
  const seededOn = madridToday();
  if (project.name === 'api-postgres' && serverUrl) {
    const name = `portal_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
    try {
      await prepareDatabase(handle, { seedDemo: true });
    } finally {
      // A template must have no connection when a database is created from it.
      await handle.close();
    }
    project.provide('seededTemplate', { backend: 'postgres', name, seededOn });
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const handle = await openDatabase({});
  const file = path.join(tmpdir(), `portal-seeded-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  try {
    await prepareDatabase(handle, { seedDemo: true });
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('seededTemplate', { backend: 'pglite', file, seededOn });
  return () => rm(file, { force: true });
}
