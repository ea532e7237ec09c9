import { describe, expect, it } from 'vitest';
import { decideSessionStart, type TSessionStartInput } from './session-start-decision.ts';

const input = (overrides: Partial<TSessionStartInput>): TSessionStartInput => ({
  search: '',
  storedToken: undefined,
  oidc: false,
  allowDefaultLogin: false,
  ...overrides,
});

describe('decideSessionStart (visitor-and-shell §4.1, in order)', () => {
  it('1. a token in the address wins over everything else', () => {
    expect(
      decideSessionStart(input({ search: '?token=T&id_client=C&secret=S&code=X&state=Y', storedToken: 'stored', oidc: true })),
    ).toEqual({ kind: 'token', token: 'T' });
  });

  it('1. a token in the fragment (staff’s view-as link, which no server logs) counts as one in the query', () => {
    expect(decideSessionStart(input({ hash: '#token=T', storedToken: 'stored' }))).toEqual({ kind: 'token', token: 'T' });
    expect(decideSessionStart(input({ hash: '#section', storedToken: 'stored' }))).toEqual({ kind: 'refresh', token: 'stored' });
  });

  it("1. not on the password-reset page, whose ?token= is the mailed link's secret", () => {
    for (const pathname of ['/recordar-clau', '/reset-password', '/passwort-zuruecksetzen/']) {
      expect(decideSessionStart(input({ search: '?token=SECRET', pathname }))).toEqual({ kind: 'anonymous' });
      expect(decideSessionStart(input({ search: '?token=SECRET', pathname, storedToken: 'stored' }))).toEqual({
        kind: 'refresh',
        token: 'stored',
      });
    }
    expect(decideSessionStart(input({ search: '?token=T', pathname: '/login' }))).toEqual({ kind: 'token', token: 'T' });
  });

  it('2. id_client and secret, before a stored token', () => {
    expect(decideSessionStart(input({ search: '?id_client=C&secret=S', storedToken: 'stored', oidc: true }))).toEqual({
      kind: 'clientId',
      clientId: 'C',
      secret: 'S',
    });
  });

  it('2. needs both id_client and secret', () => {
    expect(decideSessionStart(input({ search: '?id_client=C' }))).toEqual({ kind: 'anonymous' });
  });

  it('3. a stored token refreshes, before any single sign-on step', () => {
    expect(decideSessionStart(input({ search: '?code=X&state=Y', storedToken: 'stored', oidc: true }))).toEqual({
      kind: 'refresh',
      token: 'stored',
    });
  });

  it('4. single sign-on without code and state redirects to the provider', () => {
    expect(decideSessionStart(input({ oidc: true }))).toEqual({ kind: 'oidcRedirect' });
    expect(decideSessionStart(input({ oidc: true, search: '?code=only' }))).toEqual({ kind: 'oidcRedirect' });
  });

  it('4. not when the default login is allowed too: the login page offers both', () => {
    expect(decideSessionStart(input({ oidc: true, allowDefaultLogin: true }))).toEqual({ kind: 'anonymous' });
  });

  it('5. code and state complete the single sign-on', () => {
    expect(decideSessionStart(input({ oidc: true, search: '?code=X&state=Y' }))).toEqual({ kind: 'oidcCallback', code: 'X', state: 'Y' });
    expect(decideSessionStart(input({ oidc: true, allowDefaultLogin: true, search: '?state=Y&code=X' }))).toMatchObject({
      kind: 'oidcCallback',
    });
  });

  it('5. a provider error with state is a failed sign-on, not another redirect (no loop)', () => {
    expect(decideSessionStart(input({ oidc: true, search: '?error=access_denied&state=Y' }))).toEqual({
      kind: 'oidcError',
      state: 'Y',
      error: 'access_denied',
    });
  });

  it('6. otherwise not logged in; code and state mean nothing without single sign-on', () => {
    expect(decideSessionStart(input({}))).toEqual({ kind: 'anonymous' });
    expect(decideSessionStart(input({ search: '?code=X&state=Y' }))).toEqual({ kind: 'anonymous' });
  });
});
