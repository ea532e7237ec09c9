import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { type Config, loadConfig } from '../platform/runtime/config.ts';
import type { Secrets } from '../platform/runtime/secrets.ts';
import { DEMO_PASSWORD } from '../seed/index.ts';
import { prepareDatabase } from '../start/prepare-database.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Signs in a demo persona and answers its token. */
  login(user: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Config values over the test defaults (e.g. settingsFile, oidc, rate limits). */
  config?: Partial<Config>;
  seed?: boolean;
  /** Copies of the household persona to seed beside the demo (test-customers.ts); none by default. */
  testCustomers?: number;
  logger?: FastifyBaseLogger;
}

/** The config of a test app: the defaults, its own data folder, the test secret, no web build, quiet; then `overrides`. */
export const testConfig = (dataDir: string, overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  dataDir,
  tokenSecret: TEST_SECRET,
  webDist: path.join(dataDir, 'no-web-build'),
  logLevel: 'silent',
  ...overrides,
});

/** The app over a fresh migrated (and by default seeded) database, as main.ts builds it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const config = testConfig(dataDir, options.config);
  const secrets: Secrets = { tokenSecret: new TextEncoder().encode(config.tokenSecret), tokenSecretSource: 'env' };
  // The plain demo is copied from the run's seeded template; any other seed is made here.
  const plainDemo = (options.seed ?? true) && !options.testCustomers;
  const seeded = plainDemo ? await openTestDatabase({ seeded: true }) : undefined;
  const database = seeded ?? (await openTestDatabase());
  if (!seeded) await prepareDatabase(database, { seedDemo: options.seed ?? true, testCustomers: options.testCustomers ?? 0 });
  const app = await buildApp({ config, database, secrets, ...(options.logger ? { logger: options.logger } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    async login(user, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { user, password } });
      if (res.statusCode !== 200) throw new Error(`login of ${user} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The JSON body of an answer, failing loudly when it is not JSON. */
export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => res.json() as T;
