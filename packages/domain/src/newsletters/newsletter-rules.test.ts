import { describe, expect, it } from 'vitest';
import {
  canEditSubscriberEmails,
  deselectAll,
  initialSelection,
  isNewsletterLocked,
  lockedLeftOut,
  paramsAcceptable,
  selectAll,
  toggleNewsletter,
} from './newsletter-rules.ts';
import type { TNewsletterCard } from './newsletter-schemas.ts';

const card = (id: number, subscribed: boolean, exported: boolean): TNewsletterCard => ({
  id,
  name: `N${id}`,
  subscribed,
  subscriberId: 7,
  newsletterExported: exported,
  newsletterDescription: '',
});
// The spec's cases (§2.8): exported and subscribed → locked; exported but not subscribed, or subscribed but not exported → free.
const LOCKED = card(1, true, true);
const SUBSCRIBED = card(2, true, false);
const EXPORTED_ONLY = card(3, false, true);
const NONE = card(4, false, false);
const ALL = [LOCKED, SUBSCRIBED, EXPORTED_ONLY, NONE];

describe('newsletter cards (visitor-and-shell §2.8)', () => {
  it('locks only what is exported and subscribed', () => {
    expect(ALL.map(isNewsletterLocked)).toEqual([true, false, false, false]);
  });

  it('starts from what the subscriber has; select all takes every one; deselect all keeps the locked', () => {
    expect(initialSelection(ALL)).toEqual([1, 2]);
    expect(selectAll(ALL)).toEqual([1, 2, 3, 4]);
    expect(deselectAll(ALL)).toEqual([1]);
    expect(deselectAll([SUBSCRIBED, NONE])).toEqual([]);
  });

  it('toggles a free card either way and never a locked one', () => {
    expect(toggleNewsletter([1, 2], SUBSCRIBED)).toEqual([1]);
    expect(toggleNewsletter([1], NONE)).toEqual([1, 4]);
    expect(toggleNewsletter([1], LOCKED)).toEqual([1]);
  });

  it('finds the exported subscriptions a selection leaves out (the server refuses those)', () => {
    const subscriptions = [
      { newsletterId: 1, exported: true },
      { newsletterId: 2, exported: false },
    ];
    expect(lockedLeftOut(subscriptions, [1])).toEqual([]);
    expect(lockedLeftOut(subscriptions, [2])).toEqual([1]);
    expect(lockedLeftOut(subscriptions, [])).toEqual([1]);
  });

  it('lets the e-mail be edited only when edition is not disabled and the subscriber is known', () => {
    const on = { newsletter: { mailEditionDisabled: false } };
    const off = { newsletter: { mailEditionDisabled: true } };
    expect(canEditSubscriberEmails(on, 7)).toBe(true);
    expect(canEditSubscriberEmails(on, null)).toBe(false);
    expect(canEditSubscriberEmails(on, undefined)).toBe(false);
    expect(canEditSubscriberEmails(off, 7)).toBe(false);
  });

  it('accepts missing params unless they are required (§8)', () => {
    expect(paramsAcceptable({ newsletter: { jwtParamsRequired: false } }, undefined)).toBe(true);
    expect(paramsAcceptable({ newsletter: { jwtParamsRequired: true } }, undefined)).toBe(false);
    expect(paramsAcceptable({ newsletter: { jwtParamsRequired: true } }, { subscriberId: 1 })).toBe(true);
  });
});
