import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import type { DatabaseHandle } from '../db/database.ts';

/**
 * A fresh, empty database for one test app: in-memory PGlite by default; with
 * TEST_DATABASE_URL, a new database created on that PostgreSQL server and dropped on close,
 * so test files running in parallel never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href, poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
