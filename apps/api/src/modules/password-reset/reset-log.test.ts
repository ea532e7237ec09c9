import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { loggerOptions } from '../../platform/runtime/logging.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MARTA = { nif: '12345678Z', email: 'marta.puig@correu.example' };

/**
 * Without SMTP_URL a reset link is read from the outbox (`npm run mail:outbox -- --show <id>`),
 * never from the log: a log travels further than the database, and the link signs in.
 */
describe('a password reset without SMTP_URL', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    // Every level, so nothing written anywhere in the log can hold the link.
    const logger = pino(loggerOptions('trace'), { write: (line: string) => lines.push(line) });
    t = await createTestApp({
      logger,
      config: { mail: { smtpUrl: undefined, from: undefined, retryIntervalMs: 60_000 }, publicUrl: 'https://portal.example' },
    });
  }, 180_000);
  afterAll(() => t?.close());

  const outbox = async () =>
    rowsOf<{ id: number; status: string; template_key: string; text: string; html: string }>(
      await t.database.db.execute(
        sql`select id, status, template_key, text, html from mail_outbox where to_address = ${MARTA.email} order by id desc limit 1`,
      ),
    )[0];

  it('keeps the link in the outbox; the log says only that a mail waits there, and never holds the token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/reset/', payload: MARTA });
    expect(res.statusCode).toBe(200);
    // The dispatcher runs after the commit: wait until it has dealt with the mail.
    let mail = await outbox();
    for (let i = 0; i < 100 && mail?.status !== 'logged'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mail = await outbox();
    }
    expect(mail).toMatchObject({ status: 'logged', template_key: 'password_reset' });
    const token = /\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(token, 'the mail holds the link').toBeDefined();

    // Following the link asks the server for the page, whose request is logged too.
    await t.app.inject({ method: 'GET', url: `/recordar-clau?token=${token}` });

    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain('https://portal.example/');
    expect(log).not.toContain(MARTA.email);
    const waiting = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'mail waiting in the outbox (no SMTP_URL)');
    expect(waiting).toMatchObject({
      mailId: mail!.id,
      template: 'password_reset',
      to: 'm***@correu.example',
      read: `npm run mail:outbox -- --show ${mail!.id}`,
    });
  });

  it('an activation link followed is logged without its key', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/activacio?key=one-time-activation-key_123' });
    expect(lines.join('\n')).toContain('/activacio?key=[redacted]');
    expect(lines.join('\n')).not.toContain('one-time-activation-key_123');
  });
});
