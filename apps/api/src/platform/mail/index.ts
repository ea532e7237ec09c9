import type { TLanguage } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database.ts';
import { OutboxRepo } from '../../db/mail-outbox-repo.ts';
import type { MailConfig } from '../runtime/config.ts';
import { DEFAULT_DISPATCHER_OPTIONS, type DispatcherOptions, MailDispatcher } from './dispatcher.ts';
import { enqueueMail, type ListUnsubscribeResolver, type MailMessage } from './enqueue.ts';
import { type MailKind, type MailKinds, type MailTemplate, MailTemplates, type RenderedMail } from './templates.ts';
import { type MailAddress, type MailTransport, outboxOnlyTransport, smtpTransport } from './transport.ts';

export type { DispatchReport } from './dispatcher.ts';
export { enqueueMail, isMailableAddress, type ListUnsubscribeResolver, type MailAbout, type MailMessage } from './enqueue.ts';
export { escapeHtml, safeHref } from './escape.ts';
export { type MailBlock, oneLine, renderFramedMail } from './mail-frame.ts';
export type { NoticeData } from './notice-template.ts';
export { type MailKind, type MailKinds, type MailTemplate, MailTemplates, type RenderedMail } from './templates.ts';

/**
 * What features use to send mail (docs/mail.md). A module registers the kinds it sends when
 * app.ts builds it (`mail.register('password_reset', passwordResetMail)`), then:
 *
 *   await db.transaction(async (tx) => {
 *     … the change …
 *     await mail.enqueue(tx, { to, language, template: 'notice', data: { … } });
 *   });
 *   void mail.poke();
 */
export interface MailService {
  /** Adds a kind of mail and its template (the module's own words and blocks in the frame). */
  register<K extends MailKind>(kind: K, template: MailTemplate<MailKinds[K]>): void;
  /** The kinds registered so far, the platform's notice included. */
  kinds(): MailKind[];
  /** What a mail of a registered kind says, without sending it (the six-language test of every kind). */
  render<K extends MailKind>(kind: K, data: MailKinds[K], language: TLanguage): RenderedMail;
  /** enqueueMail: renders the mail with its kind's template and writes it in the caller's transaction. */
  enqueue<K extends MailKind>(tx: Executor, message: MailMessage<K>): Promise<{ id: number }>;
  /**
   * Sets who answers the one-click unsubscribe URL of an address (the newsletters module): every
   * mail enqueued to a subscriber then carries RFC 8058's List-Unsubscribe headers.
   */
  setListUnsubscribe(resolver: ListUnsubscribeResolver): void;
  /** After the commit: send what is due now rather than at the next sweep. Never rejects. */
  poke(): Promise<void>;
  /** Where mail goes, for the start banner: the SMTP host and port, or the outbox only. */
  destination: string;
}

export interface Mailer extends MailService {
  dispatcher: MailDispatcher;
  /** First run and the periodic sweep (the app's onReady). */
  start(): Promise<void>;
  /** Stops the sweep, waits for a run in progress (the app's onClose). */
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  config: MailConfig;
  log: FastifyBaseLogger;
  /** The organisation as the settings have it: the From header when MAIL_FROM is not set. */
  organisation: () => Promise<{ name?: string | undefined; email?: string | undefined }>;
  dispatcher?: Partial<DispatcherOptions>;
  /** Another transport (tests); by default SMTP with SMTP_URL, else the outbox only. */
  transport?: MailTransport;
  now?: () => Date;
}

export function createMailer(options: MailerOptions): Mailer {
  const { config, log } = options;
  const transport = options.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxOnlyTransport());
  const from = async (): Promise<string | MailAddress> => config.from ?? organisationSender(await options.organisation());
  const dispatcher = new MailDispatcher(
    new OutboxRepo(options.db),
    transport,
    from,
    log,
    { ...DEFAULT_DISPATCHER_OPTIONS, intervalMs: config.retryIntervalMs, ...options.dispatcher },
    options.now,
  );
  const templates = new MailTemplates();
  let listUnsubscribe: ListUnsubscribeResolver | undefined;
  return {
    register: (kind, template) => templates.register(kind, template),
    kinds: () => templates.kinds(),
    render: (kind, data, language) => templates.render(kind, data, language),
    enqueue: (tx, message) => enqueueMail(tx, templates, message, listUnsubscribe),
    setListUnsubscribe: (resolver) => {
      listUnsubscribe = resolver;
    },
    poke: () => dispatcher.poke(),
    destination: transport.destination,
    dispatcher,
    start: () => dispatcher.start(),
    stop: () => dispatcher.stop(),
  };
}

/** The default From: the organisation's name and e-mail (public settings), or a no-reply address when it has none. */
export function organisationSender(organisation: { name?: string | undefined; email?: string | undefined }): MailAddress {
  return { name: organisation.name?.trim() || 'Portal', address: organisation.email?.trim() || 'no-reply@localhost' };
}
