import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { loggerOptions, redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides credentials carried in the address', () => {
    expect(redactUrl('/?token=eyJ.abc.def')).toBe('/?token=[redacted]');
    expect(redactUrl('/acces?id_client=demo-partner&secret=s3cret&lang=ca')).toBe('/acces?id_client=[redacted]&secret=[redacted]&lang=ca');
    expect(redactUrl('/connect?code=xyz&state=abc.def#top')).toBe('/connect?code=[redacted]&state=[redacted]#top');
    expect(redactUrl('/recordar-clau?token=Xy_9-z')).toBe('/recordar-clau?token=[redacted]');
    expect(redactUrl('/activacio?key=Xy_9-z&lang=ca')).toBe('/activacio?key=[redacted]&lang=ca');
  });

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/v2/contracts?offset=10&limit=5')).toBe('/api/v2/contracts?offset=10&limit=5');
    expect(redactUrl('/api/v1/tokens/list')).toBe('/api/v1/tokens/list');
  });
});

describe('log redaction', () => {
  const logged = (object: Record<string, unknown>) => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    logger.info(object, 'something happened');
    return lines.join('');
  };

  it('censors personal fields and credentials at the top and one level down', () => {
    const line = logged({
      email: 'marta@example.com',
      body: { password: 'Demo-Portal-2026!', iban: 'ES9121000418450200051332', phone: '600123123', name: 'Marta' },
      customer: { taxId: '12345678Z', token: 'eyJ.abc.def' },
    });
    for (const secret of [
      'marta@example.com',
      'Demo-Portal-2026!',
      'ES9121000418450200051332',
      '600123123',
      'Marta',
      '12345678Z',
      'eyJ.abc.def',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });

  it("a database error's parameters and statement are not logged", () => {
    const error = Object.assign(new Error('Failed query'), { query: 'update customers set email = $1', params: ['marta@example.com'] });
    const line = logged({ err: error });
    expect(line).not.toContain('marta@example.com');
    expect(line).not.toContain('update customers');
    expect(line).toContain('Failed query');
    expect(line).toContain('"type":"Error"');
  });

  it('keeps what an operator needs', () => {
    const line = logged({ paymentId: 42, status: 503, code: '57P01' });
    expect(line).toContain('"paymentId":42');
    expect(line).toContain('57P01');
  });
});

describe("the app's logger", () => {
  it('writes a database error logged as { err } by its codes, without message, stack or parameters; other errors whole', async () => {
    const db = await openDatabase({});
    try {
      const error = await db.db.execute(sql`select ${'Marta Garcia Puig'}::int`).then(
        () => undefined,
        (e: unknown) => e,
      );
      const lines: string[] = [];
      const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
      logger.warn({ err: error }, 'payment reconciliation failed');
      logger.warn({ err: new Error('the provider said no') }, 'something else');
      const [dbLine, otherLine] = lines.map((l) => JSON.parse(l));
      expect(dbLine.err).toMatchObject({ message: 'Failed query', database: { sqlState: '22P02', statement: { operation: 'select' } } });
      expect(dbLine.err.stack ?? '').toBe('');
      expect(lines[0]).not.toContain('Marta');
      expect(otherLine.err).toMatchObject({ message: 'the provider said no', type: 'Error' });
      expect(otherLine.err.stack).toContain('logging.test.ts');
    } finally {
      await db.close();
    }
  });
});
