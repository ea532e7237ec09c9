import type { TLanguage } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import { openConfiguredDatabase } from './db/client.ts';
import { mailOutbox } from './db/schema/index.ts';
import { enqueueMail, MailTemplates } from './platform/mail/index.ts';
import { loadConfig } from './platform/runtime/config.ts';

/**
 * `npm run mail:outbox`: the last 20 mails of the outbox of the configured database (DATABASE_URL,
 * or the PGlite of DATA_DIR: stop the portal first, PGlite belongs to one process).
 * `npm run mail:outbox -- --show [id]`: one mail whole (the last without an id): how a portal
 * without SMTP_URL is read, links included, which its log never shows (docs/mail.md). An
 * operator's explicit act on the database, which holds the mail anyway.
 * `npm run mail:outbox -- --test you@example.com [language]`: enqueues a test notice, which the
 * portal sends (or, without SMTP_URL, keeps) at its next sweep or start (docs/mail.md).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const [flag, to, language = 'en-US'] = process.argv.slice(2);
    if (flag === '--test') {
      if (!to) throw new Error('usage: --test you@example.com [language]');
      const { id } = await database.db.transaction((tx) =>
        enqueueMail(tx, new MailTemplates(), {
          to,
          language: language as TLanguage,
          template: 'notice',
          data: {
            subject: 'Portal test mail',
            paragraphs: ['This mail went through the outbox: enqueued, committed, then sent by the dispatcher.'],
            organisation: 'Portal',
          },
        }),
      );
      console.log(`Enqueued mail ${id} to ${to}; the portal sends it at its next sweep (MAIL_RETRY_INTERVAL_SECONDS) or start.`);
      return;
    }
    if (flag === '--show') {
      const id = to === undefined ? undefined : Number(to);
      if (id !== undefined && !Number.isSafeInteger(id)) throw new Error('usage: --show [id]');
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(id === undefined ? undefined : eq(mailOutbox.id, id))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      if (!mail) throw new Error(id === undefined ? 'The outbox is empty.' : `No mail ${id} in the outbox.`);
      console.log(
        [
          `Mail ${mail.id} (${mail.templateKey}, ${mail.status}, ${mail.createdAt.toISOString()})`,
          `To: ${mail.toAddress}`,
          `Subject: ${mail.subject}`,
          '',
          mail.text,
        ].join('\n'),
      );
      return;
    }
    const rows = await database.db
      .select({
        id: mailOutbox.id,
        template: mailOutbox.templateKey,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        created: mailOutbox.createdAt,
        lastError: mailOutbox.lastError,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(20);
    console.table(rows);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
