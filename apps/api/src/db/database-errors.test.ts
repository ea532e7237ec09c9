import { describe, expect, it } from 'vitest';
import { DatabaseConnectError, describeDatabaseError, isDatabaseError, isDatabaseUnavailable } from './database-errors.ts';

/** An error shaped as node-postgres' DatabaseError (what the server sends). */
function serverError(code: string, message = 'server says no', extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR', ...extra });
}
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}
/** As Drizzle wraps a failed statement: its text and its parameters in the message. */
function queryError(cause: Error, params: unknown[] = ['Marta Garcia', '612345678']): Error {
  return Object.assign(new Error(`Failed query: insert into "customers" ("name") values ($1)\nparams: ${params.join(',')}`, { cause }), {
    query: 'insert into "customers" ("name") values ($1)',
    params,
  });
}

describe('isDatabaseUnavailable', () => {
  it('says yes to a server going away, restarting or unreachable, whatever wraps the error', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(serverError(code)), code).toBe(true);
      expect(isDatabaseUnavailable(queryError(serverError(code))), code).toBe(true);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    expect(isDatabaseUnavailable(queryError(socketError('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseConnectError(socketError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseConnectError(new AggregateError([socketError('ECONNREFUSED')])))).toBe(true);
  });

  it('says no to a statement the server refused, and to a socket error of someone else', () => {
    for (const code of ['23505', '22P02', '42P01', '40001']) {
      expect(isDatabaseUnavailable(queryError(serverError(code))), code).toBe(false);
    }
    // A payment provider or the single sign-on provider refusing is not the database.
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseError(new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('describeDatabaseError', () => {
  it('keeps names and codes, drops messages, details, SQL text and parameters', () => {
    const error = queryError(
      serverError('23505', 'duplicate key value violates unique constraint "customers_email_key"', {
        detail: 'Key (email)=(marta@example.com) already exists.',
        constraint: 'customers_email_key',
        table: 'customers',
        routine: '_bt_check_unique',
      }),
      ['marta@example.com'],
    );
    const described = describeDatabaseError(error);
    expect(described).toEqual({
      errorClass: ['Error', 'Error'],
      unavailable: false,
      statement: { operation: 'insert', relation: 'customers', fingerprint: expect.stringMatching(/^[\w-]{20}$/) },
      sqlState: '23505',
      sqlClass: 'integrity_constraint_violation',
      severity: 'ERROR',
      constraint: 'customers_email_key',
      table: 'customers',
      routine: '_bt_check_unique',
    });
    expect(JSON.stringify(described)).not.toContain('marta');
  });
});
