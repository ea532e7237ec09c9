import type { TLanguage } from '@portal/domain';
import { type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { PASSWORD_RESET_TEXTS } from './texts/index.ts';

/**
 * The password-reset mail (docs/password-reset.md): the link that sets a new password, how long
 * it works, and what to do if the reader did not ask for it. The link carries a one-time secret;
 * it is the only copy outside the database's hash.
 */
export interface PasswordResetMailData {
  /** Whom to greet; the greeting has no name without it. */
  name?: string | undefined;
  /** `<PUBLIC_URL>/<the language's reset path>?token=<secret>`. */
  url: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    password_reset: PasswordResetMailData;
  }
}

/** The reset's own words in the frame (platform/mail); the link's page gets no referrer, since the link holds the secret. */
export function passwordResetMail(data: PasswordResetMailData, language: TLanguage): RenderedMail {
  const t = PASSWORD_RESET_TEXTS[language].resetMail;
  return renderFramedMail({ language, subject: t.subject, name: data.name, organisation: data.organisation, noReferrer: true }, [
    { kind: 'paragraph', text: t.intro },
    { kind: 'action', label: t.action, url: data.url },
    { kind: 'paragraph', text: t.validity(data.validMinutes) },
    { kind: 'paragraph', text: t.notYou },
  ]);
}
