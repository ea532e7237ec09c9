import { expect } from '@playwright/test';
import type { CaughtMail } from '../mail-catcher-server.ts';
import { MAIL_CATCHER } from '../servers.ts';

export type { CaughtMail };

/**
 * Waits for a mail to `to` that arrived after `since` and whose subject matches, as delivered to
 * the real SMTP server of the run (e2e/mail-catcher-server.ts). Fails the test when none comes
 * within the expect timeout.
 */
export async function waitForMail(to: string, options: { subject?: RegExp; since?: Date } = {}): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${MAIL_CATCHER.url}/messages?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as CaughtMail[];
      found = mails.find(
        (mail) =>
          (!options.since || new Date(mail.receivedAt) >= options.since) && (!options.subject || options.subject.test(mail.subject)),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found as CaughtMail;
}

/** The first link of a mail's text part whose address matches `pattern` (e.g. /\/recordar-clau\?/). */
export function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`No link matching ${pattern} in the mail "${mail.subject}"`);
  return link;
}
