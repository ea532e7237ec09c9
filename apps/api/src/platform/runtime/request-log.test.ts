import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.ts';
import { requestLogFactory } from './request-log.ts';

/** A Fastify app on the app's logger options at `level`, with our request logs, and its lines. */
async function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  let children = 0;
  const logger = pino(
    { ...loggerOptions(level), onChild: () => void children++ },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, childLoggerFactory: requestLogFactory });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.info('an info line');
    request.log.warn({ password: 'Demo-Portal-2026!', contract: '0001001' }, 'a warning');
    return { level: request.log.level };
  });
  app.get('/child', async (request) => {
    request.log.child({ step: 'pay' }).error('a failed step');
    return {};
  });
  await app.ready();
  // Fastify's own, made while starting, are not the requests'.
  const started = children;
  return { app, lines, children: () => children - started };
}

describe('request.log', () => {
  it('at warn, a request that writes nothing makes no child logger', async () => {
    const { app, lines, children } = await appAt('warn');
    for (let i = 0; i < 5; i++) expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    await app.close();
  });

  it("writes the request's lines with its id, at the enabled levels only, redacted", async () => {
    const { app, lines, children } = await appAt('warn');
    const res = await app.inject('/warns');
    expect(res.json()).toEqual({ level: 'warn' });
    expect(children()).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'a warning', contract: '0001001', password: '[redacted]', reqId: 'req-1' });
    await app.close();
  });

  it("a child of the request's log keeps the request's id", async () => {
    const { app, lines } = await appAt('warn');
    await app.inject('/child');
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'a failed step', step: 'pay', reqId: 'req-1' })]);
    await app.close();
  });

  it("at info, Fastify's own request lines carry the id as before", async () => {
    const { app, lines } = await appAt('info');
    await app.inject('/warns');
    const messages = lines.map((line) => [line.msg, line.reqId]);
    expect(messages).toEqual([
      ['incoming request', 'req-1'],
      ['an info line', 'req-1'],
      ['a warning', 'req-1'],
      ['request completed', 'req-1'],
    ]);
    await app.close();
  });
});
