import type { Transporter } from 'nodemailer';

export interface MailAddress {
  name: string;
  address: string;
}

/** One rendered mail as it leaves the portal. */
export interface OutgoingMail {
  from: string | MailAddress;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The one-click unsubscribe URL (RFC 8058) of a mail to a newsletter subscriber. */
  listUnsubscribeUrl?: string;
}

/** Only an http(s) URL without blanks or angle brackets goes into the header: nothing can break out of `<…>`. */
const HEADER_URL = /^https?:\/\/[^\s<>"]+$/;

/**
 * RFC 8058's two headers: the URL in List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post, which
 * tells the mail client it may POST `List-Unsubscribe=One-Click` to it without opening a page.
 */
export function listUnsubscribeHeaders(url: string | undefined): Record<string, string> {
  if (!url || !HEADER_URL.test(url)) return {};
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Where mail goes: an SMTP server (SMTP_URL), or, without one, nowhere but the outbox. `send` answers what
 * became of the mail (the outbox status) or throws a MailSendError.
 */
export interface MailTransport {
  /** One line for the start banner, without credentials. */
  readonly destination: string;
  send(mail: OutgoingMail): Promise<'sent' | 'logged'>;
  close(): void;
}

/** A failed send: `permanent` when trying again cannot help (the server refused this recipient or message). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** How long an SMTP conversation may take at most; the dispatcher's lease is longer (dispatcher.ts). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The SMTP transport; nodemailer is loaded with the first mail, so a start does not wait for it. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  let transporter: Promise<Transporter> | undefined;
  const opened = () => {
    // The URL's own query (e.g. ?pool=true, tls options) still applies over these defaults.
    transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }));
    return transporter;
  };
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  return {
    destination: `the SMTP server ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(mail) {
      try {
        const { listUnsubscribeUrl, ...message } = mail;
        await (await opened()).sendMail({ ...message, headers: listUnsubscribeHeaders(listUnsubscribeUrl) });
        return 'sent';
      } catch (error) {
        throw toSendError(error, password);
      }
    },
    close: () => void transporter?.then((open) => open.close()),
  };
}

/**
 * Without SMTP_URL nothing leaves: the mail stays in the outbox (status `logged`), where
 * `npm run mail:outbox -- --show <id>` reads it; the dispatcher logs only that it waits there.
 * Its body never goes to the log: reset and activation links sign in, and a log travels further
 * than the database (collectors, support tickets, shared terminals).
 */
export function outboxOnlyTransport(): MailTransport {
  return {
    destination: 'the mail_outbox table only (no SMTP_URL; read it with npm run mail:outbox)',
    send: async () => 'logged',
    close: () => undefined,
  };
}

interface NodemailerError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/**
 * A short description for mail_outbox.last_error (nodemailer's code, the SMTP reply code, its
 * message, at most 300 characters) with the SMTP password struck out should a message ever
 * echo it. A 5xx reply to the envelope or the message is permanent (the recipient does not
 * exist, the message is refused); a 5xx to the login is not: fixing SMTP_URL must let the
 * waiting mail go out, so authentication and connection failures are retried.
 */
export function toSendError(error: unknown, secret?: string): MailSendError {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as NodemailerError;
  let message = [e.code, e.responseCode, e.message?.replace(/\s+/g, ' ').trim()]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  if (secret) message = message.split(secret).join('***');
  const permanent = (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') && (e.responseCode ?? 0) >= 500;
  return new MailSendError(message.slice(0, 300) || 'unknown error', permanent);
}
