import { describe, expect, it } from 'vitest';
import { decodeNewsletterParams } from './newsletter-params.ts';
import {
  toNewsletterCard,
  ZNewsletterEmailSchema,
  ZNewsletterListParamsSchema,
  ZSetActiveNewslettersRequestSchema,
  ZSetActiveNewslettersResponseSchema,
  ZSetMailsRequestSchema,
} from './newsletter-schemas.ts';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

describe('newsletter schemas (visitor-and-shell §3.7, §5.5, §7)', () => {
  it('§5.5: the e-mail must be valid; kept in lower case', () => {
    expect(ZNewsletterEmailSchema.parse(' Marta.Puig@Correu.Example ')).toBe('marta.puig@correu.example');
    for (const bad of ['', 'marta', 'marta@', '@correu.example', `${'a'.repeat(250)}@x.example`]) {
      expect(ZNewsletterEmailSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('reads subscriptor_id_or_email as an id or an address', () => {
    expect(ZNewsletterListParamsSchema.parse({ subscriptorIdOrEmail: '42' }).subscriptorIdOrEmail).toEqual({ kind: 'id', id: 42 });
    expect(ZNewsletterListParamsSchema.parse({ subscriptorIdOrEmail: 'A@b.example' }).subscriptorIdOrEmail).toEqual({
      kind: 'email',
      email: 'a@b.example',
    });
    for (const bad of ['0', '-1', '1e3', 'nobody', '99999999999']) {
      expect(ZNewsletterListParamsSchema.safeParse({ subscriptorIdOrEmail: bad }).success, bad).toBe(false);
    }
  });

  it('bounds set_active_newsletters and set_mails', () => {
    expect(ZSetActiveNewslettersRequestSchema.safeParse({ subscriptor_or_email: 3, selected_newsletters: [] }).success).toBe(true);
    expect(ZSetActiveNewslettersRequestSchema.safeParse({ subscriptor_or_email: 3, selected_newsletters: [1, 1] }).success).toBe(false);
    expect(ZSetMailsRequestSchema.safeParse({ subscriberId: 3, emails: ['a@b.example', 'A@b.example'] }).success).toBe(false);
    expect(ZSetMailsRequestSchema.safeParse({ subscriberId: 3, emails: [] }).success).toBe(false);
  });

  it('answers a list or the text removed (§4.5)', () => {
    expect(ZSetActiveNewslettersResponseSchema.parse('removed')).toBe('removed');
    expect(ZSetActiveNewslettersResponseSchema.safeParse('gone').success).toBe(false);
  });

  it('maps an item as received to the page’s shape (§3.7)', () => {
    expect(
      toNewsletterCard({ newsletter_id: 1, name: 'N', subscribed: true, subscriptor_id: 9, exported: true, newsletter_description: 'D' }),
    ).toEqual({ id: 1, name: 'N', subscribed: true, subscriberId: 9, newsletterExported: true, newsletterDescription: 'D' });
  });
});

describe('the signed params, decoded without their signature (§2.8)', () => {
  it('name the subscriber of a newsletter token', () => {
    expect(decodeNewsletterParams(jwt({ sub: '42', aud: 'newsletter' }))).toEqual({ subscriberId: 42 });
  });

  it('are undefined when missing, garbled, of another audience or a session token', () => {
    for (const token of [
      undefined,
      null,
      '',
      'garbage',
      'a.b.c',
      jwt({ sub: '42' }),
      jwt({ sub: 'x', aud: 'newsletter' }),
      jwt({ user_id: 1, sid: 'x' }),
    ]) {
      expect(decodeNewsletterParams(token), String(token)).toBeUndefined();
    }
  });
});
