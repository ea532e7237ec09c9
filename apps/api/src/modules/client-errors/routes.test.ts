import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('POST /api/v1/client_errors', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'warn' }, sink) });
  });
  afterAll(() => t.close());

  const report = { message: 'Request failed with status 502', path: '/api/v2/contracts', status: 502, page: '/contractes/electricitat' };
  const send = (payload: unknown, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/client_errors', payload: payload as object, remoteAddress });

  it('answers 204 and logs the report at warn', async () => {
    const res = await send(report);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const logged = lines.find((l) => l.msg === 'client error report');
    expect(logged).toMatchObject({ level: 40, clientError: report });
  });

  it('validates the report', async () => {
    const res = await send({ message: 'x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['page', 'path', 'status']);
  });

  it('limits reports per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await send(report, '10.1.0.2')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 204)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await send(report, '10.1.0.3')).statusCode).toBe(204);
  });
});
