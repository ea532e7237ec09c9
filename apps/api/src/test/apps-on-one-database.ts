import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Config } from '../platform/runtime/config.ts';
import { prepareDatabase } from '../start/prepare-database.ts';
import { TEST_SECRET, testConfig } from './test-app.ts';
import { adminQuery } from './test-database.ts';

export interface AppsOnOneDatabase {
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/**
 * Several instances of the API, as separate processes would be (each its own pool, cache and
 * Redis connections), over one fresh, seeded database on the TEST_DATABASE_URL server, which is
 * dropped on close. Each entry of `configs` is one instance's config over the test defaults.
 */
export async function createAppsOnOneDatabase(serverUrl: string, configs: Partial<Config>[]): Promise<AppsOnOneDatabase> {
  const name = `portal_multi_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-multi-'));
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (const overrides of configs) {
      const config = testConfig(dataDir, overrides);
      const database = await openDatabase({ url: url.href, poolSize: 4 });
      handles.push(database);
      // The first prepares the database; the others find it ready, as instances starting together do.
      await prepareDatabase(database, { seedDemo: true });
      const secrets = { tokenSecret: new TextEncoder().encode(TEST_SECRET), tokenSecretSource: 'env' as const };
      const app = await buildApp({ config, database, secrets });
      await app.ready();
      apps.push(app);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, close };
}
