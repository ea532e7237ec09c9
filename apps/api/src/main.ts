import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import { openConfiguredDatabase } from './db/client.ts';
import type { DatabaseHandle } from './db/database.ts';
import { loggableError } from './db/database-errors.ts';
import { type Config, ConfigError, loadConfig } from './platform/runtime/config.ts';
import { loggerOptions } from './platform/runtime/logging.ts';
import { handleProcessFailures } from './platform/runtime/process-failures.ts';
import { resolveSecrets } from './platform/runtime/secrets.ts';
import { mapStackTraces, ownFileUrl } from './platform/runtime/stack-source-map.ts';
import { DEMO_CLIENT, DEMO_PASSWORD, DEMO_PERSONAS, DEMO_STAFF } from './seed/index.ts';
import { BUILD_FINGERPRINT } from './start/build-fingerprint.ts';
import { withEventLoopHeld } from './start/event-loop-held.ts';
import { prepareDatabase } from './start/prepare-database.ts';

/** `npm start`: open the database, migrate, seed an empty one, apply SETTINGS_FILE, listen. */
async function main(): Promise<void> {
  const started = performance.now();
  // The compiled API's stacks name our TypeScript files, its source map read when first needed.
  const bundleUrl = BUILD_FINGERPRINT ? ownFileUrl() : undefined;
  if (bundleUrl) mapStackTraces(bundleUrl);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // One logger for the process, made before anything can fail, so start-up, the database pool
  // and the process's own failures log as the requests do (same redaction, same JSON lines).
  const log: FastifyBaseLogger = pino(loggerOptions(config.logLevel));
  // Unhandled rejections are logged and survived; an uncaught exception is logged and still
  // ends the process, for a supervisor to restart (why: platform/runtime/process-failures.ts).
  handleProcessFailures(log);

  // The loop is held until the portal listens: a loop with only promises pending would stop for
  // V8's compiling in the background (start/event-loop-held.ts).
  await withEventLoopHeld(() => start(config, log, started));
}

/** Opens and prepares the database, builds the app, listens, and prints where to find it. */
async function start(config: Config, log: FastifyBaseLogger, started: number): Promise<void> {
  const secrets = await resolveSecrets(config);
  // With DATABASE_READ_URL, a second pool on the replica for the reads that tolerate a little lag
  // (docs/operations.md, "Read replicas").
  const database = await openConfiguredDatabase(config, (error) => log.warn(loggableError(error), 'database connection lost'), { log });
  const { seeded, checked } = await prepareDatabase(database, {
    buildFingerprint: BUILD_FINGERPRINT,
    seedDemo: config.seedDemo,
    testCustomers: config.seedTestCustomers,
    staffBootstrap: config.staffBootstrap,
    publicUrl: config.publicUrl,
  });
  const app = await buildApp({ config, database, secrets, logger: log });
  handleSignals(app, database);

  if (config.databaseUrl && secrets.tokenSecretSource !== 'env') {
    app.log.warn('TOKEN_SECRET is not set: tokens are signed with a secret of this instance only; set it when running several instances');
  }
  if (config.databaseUrl && !config.mail.smtpUrl) {
    // A server database suggests production: its customers would get no mail at all.
    app.log.warn('SMTP_URL is not set: mail is not sent; it is kept in mail_outbox only (npm run mail:outbox, docs/mail.md)');
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const readyMs = Math.round(performance.now() - started);
  app.log.info({ readyMs, database: database.kind, readReplica: Boolean(database.replica), seeded, checked }, 'ready');

  const lines = [
    `Portal listening on http://localhost:${port}`,
    `  API docs: http://localhost:${port}/api/docs`,
    `  Mail goes to ${app.portal.mail.destination}`,
  ];
  if (config.seedDemo) lines.push(...(await demoLines(app, port)));
  console.log(lines.join('\n'));
}

async function demoLines(app: FastifyInstance, port: number): Promise<string[]> {
  const [first] = DEMO_PERSONAS;
  const readOnly = first ? await app.portal.auth.issueReadOnlyToken(first.taxId) : undefined;
  // SEED_DEMO on a database seeded with other data: nothing of ours to show.
  if (!readOnly || !first) return [];
  return [
    '',
    `Demo logins (password for all: ${DEMO_PASSWORD}):`,
    ...DEMO_PERSONAS.map((p) => `  ${p.taxId.padEnd(10)} ${p.description}`),
    `Demo partner client: client_id=${DEMO_CLIENT.clientId} secret=${DEMO_CLIENT.secret}`,
    `Demo customer-service staff (answers cases: npm run staff -- cases): ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`,
    `Read-only (impersonation) token for ${first.taxId}:`,
    `  ${readOnly}`,
    `  http://localhost:${port}/#token=${readOnly}`,
  ];
}

function handleSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Fastify first, so no request is left holding a connection; then the database
      // (PGlite keeps Node alive until closed).
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Settles once the portal listens: the compiled API's entry (scripts/api-entry.mjs) writes V8's code
 * cache then, holding what the start compiled.
 */
export const listening: Promise<void> = main().catch((error: unknown) => {
  // A start that fails on the database (down, refusing, a migration failing) is printed without
  // the statement's values; anything else with its stack.
  const loggable = loggableError(error);
  console.error('database' in loggable ? JSON.stringify(loggable) : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
