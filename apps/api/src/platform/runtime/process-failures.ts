import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../db/database-errors.ts';

/**
 * Failures nobody caught. An unhandled rejection is one promise nobody awaited (a background
 * job, a forgotten await) whose work failed: logged, and the process keeps serving, as Node's
 * default (exit) would turn a database blip in a timer into an outage.
 *
 * An uncaught exception still ends the process: it was thrown synchronously out of some
 * callback halfway through, so any state (a connection, a lock, a half-written answer) may be
 * left inconsistent, and going on could answer wrongly. It is logged, then the process exits
 * with 1 for its supervisor to start a clean one (docs/operations.md: systemd Restart=on-failure).
 */
export function handleProcessFailures(log: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    log.error(loggableError(reason), 'unhandled promise rejection (the process goes on)');
  });
  process.on('uncaughtException', (error, origin) => {
    log.fatal({ ...loggableError(error), origin }, 'uncaught exception: exiting for the supervisor to restart');
    process.exit(1);
  });
}
