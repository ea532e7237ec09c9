import type { TLanguage } from '@portal/domain';
import { accountActivationTemplate } from './account-activation-template.ts';
import { caseAnsweredTemplate } from './case-answered-template.ts';
import { caseReceivedTemplate } from './case-received-template.ts';
import { noticeTemplate } from './notice-template.ts';
import { passwordResetTemplate } from './password-reset-template.ts';
import type { MailTemplate, RenderedMail } from './rendered-mail.ts';
import { signupAttemptTemplate } from './signup-attempt-template.ts';

export type { MailTemplate, RenderedMail } from './rendered-mail.ts';

/**
 * Every template, by the key stored in mail_outbox.template_key. A feature that sends a new kind
 * of mail adds its template file here (docs/mail.md, "Adding a template"); the key's data type
 * then follows from the function, so enqueueMail checks the data the caller passes.
 */
export const MAIL_TEMPLATES = {
  notice: noticeTemplate,
  password_reset: passwordResetTemplate,
  case_received: caseReceivedTemplate,
  case_answered: caseAnsweredTemplate,
  account_activation: accountActivationTemplate,
  signup_attempt: signupAttemptTemplate,
} satisfies Record<string, MailTemplate<never>>;

export type MailTemplateKey = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<K extends MailTemplateKey> = Parameters<(typeof MAIL_TEMPLATES)[K]>[0];

export function renderMail<K extends MailTemplateKey>(template: K, data: MailTemplateData<K>, language: TLanguage): RenderedMail {
  const render = MAIL_TEMPLATES[template] as MailTemplate<MailTemplateData<K>>;
  return render(data, language);
}
