/**
 * The SMTP server the browser tests' main portal sends its mail to (started by the Playwright
 * config, `node --import tsx e2e/mail-catcher-server.ts`): the real smtp-server package, as the
 * API's mail tests use. What it receives is parsed and served as JSON over HTTP, so a test reads
 * the mail a customer would get (tests/mail.ts) and follows its links.
 */
import { createServer } from 'node:http';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_CATCHER } from './servers.ts';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
  /** RFC 8058's headers as they arrived (a mail to a newsletter subscriber carries them; docs/newsletters.md). */
  listUnsubscribe?: string | undefined;
  listUnsubscribePost?: string | undefined;
}

/** A header's value as sent (mailparser folds the List-* headers into an object of its own). */
const headerLine = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

const caught: CaughtMail[] = [];

function addresses(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

const smtp = new SMTPServer({
  // Loopback only: no TLS and no login, which the portal's SMTP_URL then omits.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        caught.push({
          to: addresses(mail),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
          listUnsubscribe: headerLine(mail, 'list-unsubscribe'),
          listUnsubscribePost: headerLine(mail, 'list-unsubscribe-post'),
        });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
smtp.listen(MAIL_CATCHER.smtpPort, '127.0.0.1');

// GET /messages?to=address → the messages to that address, oldest first.
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', MAIL_CATCHER.url);
  if (url.pathname === '/ready') {
    response.end('ok');
    return;
  }
  if (url.pathname !== '/messages') {
    response.statusCode = 404;
    response.end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? caught.filter((mail) => mail.to.includes(to)) : caught;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(found));
});
http.listen(MAIL_CATCHER.httpPort, '127.0.0.1', () => console.log(`Mail catcher: SMTP ${MAIL_CATCHER.smtpPort}, HTTP ${MAIL_CATCHER.url}`));

const stop = () => {
  smtp.close(() => undefined);
  http.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
