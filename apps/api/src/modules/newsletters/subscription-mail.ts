import type { TLanguage } from '@portal/domain';
import { type MailBlock, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { NEWSLETTERS_TEXTS } from './texts/index.ts';

/**
 * The confirmation of a newsletter subscription (docs/newsletters.md): the newsletters now
 * received and the signed link to manage them. Anyone can type any address on the page, so the
 * mail quotes nothing the visitor wrote: the names are the retailer's, the link is ours.
 */
export interface NewsletterSubscriptionMailData {
  /** The names of the newsletters the subscriber receives, in the mail's language. */
  newsletters: string[];
  /** `<PUBLIC_URL>/<the language's newsletter path>?params=<signed params>`. */
  url: string;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    newsletter_subscription: NewsletterSubscriptionMailData;
  }
}

/** The link manages the subscriber without login, so its page gets no referrer. */
export function newsletterSubscriptionMail(data: NewsletterSubscriptionMailData, language: TLanguage): RenderedMail {
  const t = NEWSLETTERS_TEXTS[language].subscriptionMail;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.intro },
    ...data.newsletters.map((name): MailBlock => ({ kind: 'strong', text: name })),
    { kind: 'action', label: t.action, url: data.url },
    { kind: 'paragraph', text: t.unsubscribe },
    { kind: 'paragraph', text: t.notYou },
  ];
  return renderFramedMail({ language, subject: t.subject, organisation: data.organisation, noReferrer: true }, blocks);
}
