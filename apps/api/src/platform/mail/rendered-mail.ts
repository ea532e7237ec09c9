import type { TLanguage } from '@portal/domain';

/** What a template renders: the three parts the outbox stores and the dispatcher sends. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A template: its data and the customer's language to the rendered mail. Pure, so it is unit-tested alone. */
export type MailTemplate<Data> = (data: Data, language: TLanguage) => RenderedMail;
