import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { OutboxRepo } from '../../db/mail-outbox-repo.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { SMTP_TEST_PASSWORD, type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { createTestApp } from '../../test/test-app.ts';
import { adminQuery, openTestDatabase } from '../../test/test-database.ts';
import { loggerOptions } from '../runtime/logging.ts';
import { type DispatcherOptions, maskedAddress } from './dispatcher.ts';
import { createMailer, type MailMessage } from './index.ts';

const onPostgres = process.env.TEST_DB_BACKEND === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** A clock the tests move; it starts a second ahead so rows stamped by the database's now() are due. */
function testClock() {
  let at = Date.now() + 1000;
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

const message = (to: string, subject: string): MailMessage<'notice'> => ({
  to,
  language: 'ca-ES',
  template: 'notice',
  data: {
    subject,
    name: 'Núria Pérez',
    paragraphs: ['Hem rebut la teva sol·licitud; et respondrem aviat.'],
    action: { label: 'Obre el portal', url: 'https://portal.example/cases/7' },
    organisation: 'Energia Demo',
  },
});

describe('mail through the outbox', () => {
  let database: DatabaseHandle;
  const smtps: SmtpTestServer[] = [];
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    for (const smtp of smtps.splice(0)) await smtp.close();
    await database.db.delete(mailOutbox);
  });
  afterAll(async () => {
    await database?.close();
  });

  const smtpServer = async (options: { port?: number; delayMs?: number } = {}) => {
    const smtp = await startSmtpTestServer(options);
    smtps.push(smtp);
    return smtp;
  };

  const mailer = (
    smtpUrl: string | undefined,
    clock = testClock(),
    dispatcher: Partial<DispatcherOptions> = {},
    db: DatabaseHandle = database,
  ) => {
    const lines: string[] = [];
    const log = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    const mail = createMailer({
      db: db.db,
      config: { smtpUrl, from: undefined, retryIntervalMs: 60_000 },
      log,
      organisation: async () => ({ name: 'Energia Demo', email: 'atencio@energiademo.example' }),
      now: clock.now,
      dispatcher,
    });
    stops.push(() => mail.stop());
    return { mail, clock, logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  };

  const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  it('sends a committed mail over SMTP: from, to, subject, HTML and text, accents intact', async () => {
    const smtp = await smtpServer();
    const { mail } = mailer(smtp.url);
    const subject = 'Sol·licitud rebuda — àèéíòóú ñ ç ü';
    const { id } = await database.db.transaction((tx) => mail.enqueue(tx, message('nuria@example.com', subject)));
    await mail.poke();

    const [received] = await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(received?.from?.value).toEqual([{ name: 'Energia Demo', address: 'atencio@energiademo.example' }]);
    expect(smtp.envelopes[0]).toEqual(['nuria@example.com']);
    expect(received?.subject).toBe(subject);
    expect(received?.text).toContain('Hola, Núria Pérez:');
    expect(received?.text).toContain('Hem rebut la teva sol·licitud; et respondrem aviat.');
    expect(received?.text).toContain('Salutacions cordials,');
    expect(received?.html).toContain('<html lang="ca-ES">');
    expect(received?.html).toContain('Hola, Núria Pérez:');
    expect(received?.html).toContain('href="https://portal.example/cases/7"');

    const [row] = await rows();
    expect(row).toMatchObject({ id, status: 'sent', attempts: 1, lastError: null, templateKey: 'notice', language: 'ca-ES' });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const smtp = await smtpServer();
    const { mail } = mailer(smtp.url);
    await expect(
      database.db.transaction(async (tx) => {
        await mail.enqueue(tx, message('nuria@example.com', 'Never'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const report = await mail.dispatcher.runOnce();
    expect(report.claimed).toBe(0);
    expect(await rows()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it('claims at most a batch, and a claimed row is not due again until its lease ends', async () => {
    const clock = testClock();
    const repo = new OutboxRepo(database.db);
    const { mail } = mailer(undefined, clock);
    await database.db.transaction(async (tx) => {
      for (let i = 1; i <= 5; i++) await mail.enqueue(tx, message(`c${i}@example.com`, `Mail ${i}`));
    });
    const lease = new Date(clock.now().getTime() + 60_000);
    expect((await repo.claimDue(clock.now(), lease, 3)).map((r) => r.attempts)).toEqual([1, 1, 1]);
    expect(await repo.claimDue(clock.now(), lease, 3)).toHaveLength(2);
    expect(await repo.claimDue(clock.now(), lease, 3)).toHaveLength(0);
    clock.advance(60_000);
    expect((await repo.claimDue(clock.now(), lease, 10)).map((r) => r.attempts)).toEqual([2, 2, 2, 2, 2]);
  });

  it('retries a mail the server refused for now, with backoff, and counts the attempts', async () => {
    const smtp = await smtpServer();
    const { mail, clock, logs } = mailer(smtp.url);
    smtp.refuseNext(1, 451);
    await database.db.transaction((tx) => mail.enqueue(tx, message('nuria@example.com', 'Retried')));
    await mail.poke();

    expect(smtp.received).toHaveLength(0);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/451/);
    expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);
    expect(logs().some((l) => l.msg === 'mail not sent: will retry')).toBe(true);

    // Not due yet: nothing is claimed.
    expect((await mail.dispatcher.runOnce()).claimed).toBe(0);
    clock.advance(30_000);
    await mail.poke();
    await smtp.waitFor(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('keeps the mail while the SMTP server is down and delivers it when it is back', async () => {
    const probe = await startSmtpTestServer();
    const { port, url } = probe;
    await probe.close();
    const { mail, clock } = mailer(url);
    await database.db.transaction((tx) => mail.enqueue(tx, message('nuria@example.com', 'After the outage')));
    await mail.poke();
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(row?.lastError).not.toContain(SMTP_TEST_PASSWORD);

    const smtp = await smtpServer({ port });
    clock.advance(30_000);
    await mail.poke();
    await smtp.waitFor(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up at once on a permanent refusal, and after the last attempt on temporary ones', async () => {
    const smtp = await smtpServer();
    const { mail, clock, logs } = mailer(smtp.url, testClock(), { retry: { baseMs: 1000, maxMs: 2000, maxAttempts: 2 } });
    smtp.refuseNext(1, 550);
    await database.db.transaction((tx) => mail.enqueue(tx, message('nobody@example.com', 'Refused')));
    await mail.poke();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1 });

    smtp.refuseNext(2, 451);
    const { id } = await database.db.transaction((tx) => mail.enqueue(tx, message('nuria@example.com', 'Twice')));
    await mail.poke();
    clock.advance(1000);
    await mail.poke();
    const [twice] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(twice).toMatchObject({ status: 'failed', attempts: 2 });
    expect(logs().filter((l) => l.msg === 'mail failed: given up')).toHaveLength(2);
    expect(smtp.received).toHaveLength(0);
  });

  it('without SMTP_URL keeps the mail in the outbox and logs only where to read it, never its body or links', async () => {
    const { mail, logs } = mailer(undefined);
    expect(mail.destination).toBe('the mail_outbox table only (no SMTP_URL; read it with npm run mail:outbox)');
    const { id } = await database.db.transaction((tx) => mail.enqueue(tx, message('nuria@example.com', 'Only kept')));
    await mail.poke();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'logged', attempts: 1, toAddress: 'nuria@example.com', subject: 'Only kept' });
    const line = logs().find((l) => l.msg === 'mail waiting in the outbox (no SMTP_URL)');
    expect(line).toMatchObject({ mailId: id, template: 'notice', to: 'n***@example.com', read: `npm run mail:outbox -- --show ${id}` });
    const everything = JSON.stringify(logs());
    for (const secret of ['https://portal.example/cases/7', 'Hem rebut', 'nuria@example.com', 'Núria'])
      expect(everything).not.toContain(secret);
    // Final: a later dispatcher with SMTP does not send the demo's mail to real addresses.
    expect((await mail.dispatcher.runOnce()).claimed).toBe(0);
  });

  it('masks the address it logs', () => {
    expect(maskedAddress('nuria@example.com')).toBe('n***@example.com');
    expect(maskedAddress('x@a.example')).toBe('x***@a.example');
    expect(maskedAddress('@nobody')).toBe('***');
    expect(maskedAddress('no-at-sign')).toBe('***');
  });

  it('sweeps the outbox every interval, so a mail nobody poked for still goes', async () => {
    const smtp = await smtpServer();
    const { mail } = mailer(smtp.url, testClock(), { intervalMs: 50 });
    await mail.start();
    await database.db.transaction((tx) => mail.enqueue(tx, message('nuria@example.com', 'Swept')));
    await smtp.waitFor(1);
    await mail.stop();
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('two dispatchers at once deliver each mail exactly once', async () => {
    const smtp = await smtpServer({ delayMs: 15 });
    // On PostgreSQL each dispatcher has its own pool, as two instances would; PGlite has one connection.
    const { db, second, close } = onPostgres ? await twoPoolsOnOneDatabase() : { db: database, second: database, close: undefined };
    try {
      const clock = testClock();
      const a = mailer(smtp.url, clock, { batchSize: 3 }, db);
      const b = mailer(smtp.url, clock, { batchSize: 3 }, second);
      const count = 24;
      await db.db.transaction(async (tx) => {
        for (let i = 1; i <= count; i++) await a.mail.enqueue(tx, message(`customer${i}@example.com`, `Mail ${i}`));
      });
      const [ra, rb] = await Promise.all([a.mail.dispatcher.runOnce(), b.mail.dispatcher.runOnce()]);
      await a.mail.stop();
      await b.mail.stop();

      expect(smtp.received).toHaveLength(count);
      expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(count);
      expect((ra?.delivered ?? 0) + (rb?.delivered ?? 0)).toBe(count);
      // Both really ran at once on PostgreSQL: each claimed a share.
      if (onPostgres) expect(Math.min(ra?.claimed ?? 0, rb?.claimed ?? 0)).toBeGreaterThan(0);
      const outbox = await db.db.select().from(mailOutbox);
      expect(outbox.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await close?.();
    }
  });
});

/** A fresh migrated database on the TEST_DATABASE_URL server, opened twice (two pools), dropped on close. */
async function twoPoolsOnOneDatabase(): Promise<{ db: DatabaseHandle; second: DatabaseHandle; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `portal_mail_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.href, poolSize: 4 });
  await db.migrate();
  const second = await openDatabase({ url: url.href, poolSize: 4 });
  return {
    db,
    second,
    close: async () => {
      await db.close();
      await second.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

describe('mail in the app', () => {
  it('is wired: the banner names the SMTP host without credentials, the From is the organisation, close stops it', async () => {
    const smtp = await startSmtpTestServer();
    const test = await createTestApp({ config: { mail: { smtpUrl: smtp.url, from: undefined, retryIntervalMs: 60_000 } } });
    try {
      const { mail } = test.app.portal;
      expect(mail.destination).toBe(`the SMTP server 127.0.0.1:${smtp.port}`);
      await test.database.db.transaction((tx) => mail.enqueue(tx, message('nuria@example.com', 'From the app')));
      await mail.poke();
      const [received] = await smtp.waitFor(1);
      // The seeded organisation's name and e-mail (seed/demo/demo-content.ts).
      expect(received?.from?.value).toEqual([{ name: 'Energia Demo', address: 'atencio@energiademo.example' }]);
    } finally {
      await test.close();
      await smtp.close();
    }
  });
});
