import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_TEST_USER = 'portal';
export const SMTP_TEST_PASSWORD = 'smtp-test-password-not-for-logs';

export interface SmtpTestServer {
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message accepted, parsed, in the order received. */
  received: ParsedMail[];
  /** The envelope recipients of each accepted message. */
  envelopes: string[][];
  /** The next `count` messages are refused with `code` (451: try later; 550: never). */
  refuseNext(count: number, code: 451 | 550): void;
  /** Waits until `count` messages have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port, as the mail platform's tests want (docs/decisions.md: tests
 * use smtp-server). Plain SMTP without STARTTLS (loopback only), with a login the URL carries.
 */
/** `delayMs`: each message is answered that much later, as a real relay takes its time (races need it). */
export async function startSmtpTestServer(options: { port?: number; delayMs?: number } = {}): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const refusals: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        const refusal = refusals.shift();
        if (refusal) {
          callback(Object.assign(new Error(refusal === 451 ? 'Try again later' : 'Message refused'), { responseCode: refusal }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            received.push(parsed);
            envelopes.push(session.envelope.rcptTo.map((r) => r.address));
            callback();
            for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@127.0.0.1:${port}`,
    port,
    received,
    envelopes,
    refuseNext(count, code) {
      for (let i = 0; i < count; i++) refusals.push(code);
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} messages received`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first mail delivered to `address` whose subject or text carries `mark` (a case number),
 * waiting up to ten seconds: mails of earlier tests may still be arriving.
 */
export async function deliveredMail(smtp: SmtpTestServer, address: string, mark: string): Promise<ParsedMail> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const index = smtp.envelopes.findIndex(
      (to, i) => to.includes(address) && (smtp.received[i]?.subject?.includes(mark) || smtp.received[i]?.text?.includes(mark)),
    );
    if (index >= 0) return smtp.received[index]!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${address} with ${mark}`);
}
