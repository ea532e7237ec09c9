import { expect } from 'vitest';
import { type FilePart, multipart } from './contracts-test-support.ts';
import { json, type TestApp } from './test-app.ts';

/**
 * A visitor sending the unsigned contact form (crm/unsigned) as the web does: a ticket fetched
 * from the same client address, then the multipart form. Each call its own address unless one
 * is given, so the per-address throttles and quotas count only what a test sends.
 */
export function unsignedContactClient(app: () => TestApp, nextIp: () => string, defaultLanguage: string) {
  const ticket = async (remoteAddress: string = nextIp()): Promise<string> => {
    const res = await app().app.inject({ method: 'GET', url: '/api/v1/crm/unsigned/ticket', remoteAddress });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ ticket: string }>(res).ticket;
  };
  const send = async (
    fields: Record<string, string>,
    files: FilePart[] = [],
    options: { remoteAddress?: string; language?: string; ticket?: string } = {},
  ) => {
    const remoteAddress = options.remoteAddress ?? nextIp();
    const form = multipart({ ticket: options.ticket ?? (await ticket(remoteAddress)), ...fields }, files);
    return app().app.inject({
      method: 'POST',
      url: '/api/v1/crm/unsigned/',
      headers: { ...form.headers, 'accept-language': options.language ?? defaultLanguage },
      payload: form.payload,
      remoteAddress,
    });
  };
  return { ticket, send };
}
