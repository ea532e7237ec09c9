import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { madridToday } from '../seed/demo/invoice-periods.ts';

/**
 * Where the test workers find the run's seeded template (built by seeded-template.ts, read here
 * with inject): a PGlite dump in a file, or a template database on the TEST_DATABASE_URL server;
 * and the day in Madrid it was seeded on, since the demo data are relative to that day.
 */
export type TSeededTemplate = { seededOn: string } & ({ backend: 'pglite'; file: string } | { backend: 'postgres'; name: string });

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: TSeededTemplate;
  }
}

/**
 * A fresh database for one test app: in-memory PGlite by default; in the api-postgres project
 * (TEST_DB_BACKEND=postgres, see vitest.config.ts), a new database created on the
 * TEST_DATABASE_URL server and dropped on close, so parallel test files never share rows.
 * Empty, or with `seeded`, a copy of the run's seeded template (seeded-template.ts): migrated,
 * with the demo data. `seeded` answers undefined where no template was built (a test run
 * outside vitest.config.ts's API projects), or when it was seeded on another day in Madrid than
 * today (a run across midnight: its readings would end a day earlier than the tests count from
 * today), and the caller seeds as before.
 */
export async function openTestDatabase(): Promise<DatabaseHandle>;
export async function openTestDatabase(options: { seeded: true }): Promise<DatabaseHandle | undefined>;
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle | undefined> {
  const serverUrl = process.env.TEST_DB_BACKEND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const template = options.seeded ? inject('seededTemplate') : undefined;
  if (options.seeded && (template?.backend !== (serverUrl ? 'postgres' : 'pglite') || template.seededOn !== madridToday()))
    return undefined;
  if (!serverUrl) return openDatabase(template?.backend === 'pglite' ? { pgliteDump: new Blob([await readFile(template.file)]) } : {});
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template?.backend === 'postgres' ? ` template ${template.name}` : ''}`);
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** One statement on the server at `url` (create or drop a test database). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
