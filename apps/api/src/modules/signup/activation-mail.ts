import type { TLanguage } from '@portal/domain';
import { type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { SIGNUP_TEXTS } from './texts/index.ts';

/** The mail of a sign-up (docs/signup.md): the link that activates the account by setting its password. */
export interface AccountActivationData {
  /** The customer's name, as the retailer has it. */
  name: string;
  /** <PUBLIC_URL>/activacio?token=… in the customer's language; the token is shown only here. */
  url: string;
  /** How long the link works. */
  validHours: number;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    account_activation: AccountActivationData;
  }
}

/** The notice's layout (greeting, paragraphs, then the button, signature; escaped) with the activation's own words. */
export function accountActivationMail(data: AccountActivationData, language: TLanguage): RenderedMail {
  const t = SIGNUP_TEXTS[language].activationMail;
  return renderFramedMail({ language, subject: t.subject(data.organisation), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.intro },
    { kind: 'paragraph', text: t.validity(data.validHours) },
    { kind: 'paragraph', text: t.ignore },
    { kind: 'action', label: t.action, url: data.url },
  ]);
}
