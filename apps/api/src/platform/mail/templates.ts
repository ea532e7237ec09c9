import type { TLanguage } from '@portal/domain';
import { type NoticeData, noticeTemplate } from './notice-template.ts';
import type { MailTemplate, RenderedMail } from './rendered-mail.ts';

export type { MailTemplate, RenderedMail } from './rendered-mail.ts';

/**
 * The data of every kind of mail, by the key stored in mail_outbox.template_key. The platform
 * knows only its generic notice; a module that sends a mail adds its kind here from its own mail
 * file by declaration merging, as Fastify's decorators are typed (docs/mail.md, "Adding a mail"):
 *
 *   declare module '../../platform/mail/templates.ts' {
 *     interface MailKinds { password_reset: PasswordResetMailData }
 *   }
 *
 * so `mail.enqueue` checks the data every caller passes for the kind it names.
 */
export interface MailKinds {
  notice: NoticeData;
}

export type MailKind = keyof MailKinds;

/**
 * The templates a mailer renders, by kind: open, so the words and layout of a mail live in the
 * module that sends it. Each module's entry registers its kinds when app.ts builds it; the
 * notice is the platform's own and always there.
 */
export class MailTemplates {
  private readonly templates = new Map<MailKind, MailTemplate<never>>([['notice', noticeTemplate]]);

  /** Adds a kind. Registering the same template again is harmless; a second template for a kind is a mistake and throws. */
  register<K extends MailKind>(kind: K, template: MailTemplate<MailKinds[K]>): void {
    const known = this.templates.get(kind);
    if (known && known !== template) throw new Error(`the mail kind ${kind} has a template already`);
    this.templates.set(kind, template as MailTemplate<never>);
  }

  /** Every kind this mailer can render (the six-language test walks them). */
  kinds(): MailKind[] {
    return [...this.templates.keys()];
  }

  render<K extends MailKind>(kind: K, data: MailKinds[K], language: TLanguage): RenderedMail {
    const template = this.templates.get(kind) as MailTemplate<MailKinds[K]> | undefined;
    // A kind whose module did not register it: a wiring mistake, found by the first test that sends it.
    if (!template) throw new Error(`no template registered for the mail kind ${kind}`);
    return template(data, language);
  }
}
