import type { TNewsletterCard } from './newsletter-schemas.ts';

/**
 * The newsletter page's rules (visitor-and-shell §2.8, §4.5), the same on both sides: the page
 * locks what the API refuses.
 */

/** §2.8: a newsletter already exported and subscribed cannot be unsubscribed. */
export const isNewsletterLocked = (newsletter: Pick<TNewsletterCard, 'subscribed' | 'newsletterExported'>): boolean =>
  newsletter.subscribed && newsletter.newsletterExported;

/** The selection the page starts from: what the subscriber has. */
export const initialSelection = (newsletters: readonly TNewsletterCard[]): number[] =>
  newsletters.filter((newsletter) => newsletter.subscribed).map((newsletter) => newsletter.id);

/** Select all: every newsletter. */
export const selectAll = (newsletters: readonly TNewsletterCard[]): number[] => newsletters.map((newsletter) => newsletter.id);

/** Deselect all: every one but the locked ones, which stay selected. */
export const deselectAll = (newsletters: readonly TNewsletterCard[]): number[] =>
  newsletters.filter(isNewsletterLocked).map((newsletter) => newsletter.id);

/** One card ticked or unticked; a locked card does not move. */
export function toggleNewsletter(selection: readonly number[], newsletter: TNewsletterCard): number[] {
  if (isNewsletterLocked(newsletter)) return [...selection];
  return selection.includes(newsletter.id) ? selection.filter((id) => id !== newsletter.id) : [...selection, newsletter.id];
}

/** The locked newsletters a selection leaves out (the API refuses the change when there is any). */
export const lockedLeftOut = (
  subscriptions: readonly { newsletterId: number; exported: boolean }[],
  selected: readonly number[],
): number[] => subscriptions.filter((s) => s.exported && !selected.includes(s.newsletterId)).map((s) => s.newsletterId);

/** §2.8: the e-mail may be edited only when edition is not disabled and the subscriber's id is known. */
export const canEditSubscriberEmails = (
  settings: { newsletter: { mailEditionDisabled: boolean } },
  subscriberId: number | null | undefined,
): boolean => !settings.newsletter.mailEditionDisabled && typeof subscriberId === 'number';

/**
 * §8: with `jwtParamsRequired`, missing or undecodable params show the subscriber-data error and
 * nothing is asked. Answers whether the page may go on.
 */
export const paramsAcceptable = (settings: { newsletter: { jwtParamsRequired: boolean } }, decoded: unknown): boolean =>
  !settings.newsletter.jwtParamsRequired || decoded !== undefined;
