import type { FastifyInstance } from 'fastify';
import type { TFuzzSend } from './run.ts';

/** Sends each fuzz case into an app in this process (fastify.inject), no socket between. */
export const injectInto =
  (app: FastifyInstance): TFuzzSend =>
  async (c) => {
    const res = await app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: c.headers,
      ...(c.body !== undefined ? { payload: c.body } : {}),
    });
    return { status: res.statusCode, body: res.body };
  };
