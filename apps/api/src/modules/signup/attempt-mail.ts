import { formatDateTime, type TLanguage } from '@portal/domain';
import { type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { SIGNUP_TEXTS } from './texts/index.ts';

/**
 * The warning to a customer's known addresses that someone tried to sign up with their tax id and
 * contract but another e-mail (docs/signup.md, "The threat"). Whoever tried is a stranger until
 * proved otherwise, so the mail quotes nothing they wrote (not the address they typed), carries
 * no link and says only when it happened and that no account was opened.
 */
export interface SignupAttemptData {
  /** The customer's name, as the retailer has it. */
  name: string;
  /** When the attempt arrived; written on the Europe/Madrid wall clock, as the retailer's letters are. */
  attemptedAt: Date;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    signup_attempt: SignupAttemptData;
  }
}

/** The warning's own words in the frame (platform/mail): greeting, signature and escaping live there. */
export function signupAttemptMail(data: SignupAttemptData, language: TLanguage): RenderedMail {
  const t = SIGNUP_TEXTS[language].attemptMail;
  return renderFramedMail({ language, subject: t.subject, name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.attempt(formatDateTime(data.attemptedAt, language, 'Europe/Madrid')) },
    { kind: 'paragraph', text: t.nothingOpened },
    { kind: 'paragraph', text: t.whatToDo },
  ]);
}
