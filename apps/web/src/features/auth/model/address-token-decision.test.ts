import type { TTokenClaims } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { decideAddressToken, type TAddressTokenDecision } from './address-token-decision.ts';

const NOW = Date.UTC(2026, 10, 28, 12);
const inAnHour = NOW / 1000 + 3600;
const claims = (user_id: number, readonly: boolean, exp = inAnHour): TTokenClaims => ({
  user_id,
  readonly,
  exp,
  locale: 'ca-ES',
  sid: 'test-session-012345678',
  gen: 1,
});

const MARTA = 1;
const OTHER = 2;

describe('decideAddressToken: a token in the address never replaces another session silently', () => {
  it.each<[string, TTokenClaims | undefined, TTokenClaims | undefined, TAddressTokenDecision]>([
    ['no session, a read-only link: signs in', claims(OTHER, true), undefined, { kind: 'signIn' }],
    ['no session, a full token: refused', claims(OTHER, false), undefined, { kind: 'refuse', keepSession: false }],
    ['no session, not one of our tokens: refused', undefined, undefined, { kind: 'refuse', keepSession: false }],
    [
      'signed in, a read-only link of the same customer: the session goes on',
      claims(MARTA, true),
      claims(MARTA, false),
      { kind: 'keepSession' },
    ],
    [
      'signed in, a full token of the same customer: the session goes on',
      claims(MARTA, false),
      claims(MARTA, false),
      { kind: 'keepSession' },
    ],
    ['signed in, a read-only link of another customer: asks', claims(OTHER, true), claims(MARTA, false), { kind: 'ask' }],
    ['read-only session, a read-only link of another customer: asks', claims(OTHER, true), claims(MARTA, true), { kind: 'ask' }],
    [
      'signed in, a full token of another customer: refused, the session goes on',
      claims(OTHER, false),
      claims(MARTA, false),
      { kind: 'refuse', keepSession: true },
    ],
    [
      'signed in, not one of our tokens: refused, the session goes on',
      undefined,
      claims(MARTA, false),
      { kind: 'refuse', keepSession: true },
    ],
    [
      'an expired stored token, a read-only link: signs in (no session to protect)',
      claims(OTHER, true),
      claims(MARTA, false, NOW / 1000 - 1),
      { kind: 'signIn' },
    ],
    [
      'an expired stored token, a full token: refused',
      claims(OTHER, false),
      claims(MARTA, false, NOW / 1000 - 1),
      { kind: 'refuse', keepSession: false },
    ],
  ])('%s', (_name, link, stored, expected) => {
    expect(decideAddressToken(link, stored, NOW)).toEqual(expected);
  });
});
