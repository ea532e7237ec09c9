import { DEFAULT_SETTINGS, mergeSettings, type TRouteName } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { decideRouteAccess, type TRouteAccessInput, type TSessionView } from './route-access.ts';

const SIGNED_OUT: TSessionView = { isAuthenticated: false, isAuthenticating: false };
const SIGNED_IN: TSessionView = { isAuthenticated: true, isAuthenticating: false };
const STARTING: TSessionView = { isAuthenticated: false, isAuthenticating: true };

const decide = (name: TRouteName, pathname: string, overrides: Partial<TRouteAccessInput> = {}) =>
  decideRouteAccess({
    name,
    pathname,
    search: '',
    params: {},
    language: 'ca-ES',
    session: SIGNED_OUT,
    settings: DEFAULT_SETTINGS,
    ...overrides,
  });

describe('language first', () => {
  it("redirects another language's path to the current language's, keeping the query", () => {
    expect(decide('profile', '/profile', { search: '?a=1' })).toEqual({ kind: 'redirect', to: '/perfil?a=1' });
    expect(decide('changePassword', '/cambio-de-clave', { session: SIGNED_IN })).toEqual({ kind: 'redirect', to: '/canvi-de-clau' });
  });

  it('translates before protecting, and for unmounted routes too', () => {
    expect(decide('powerCalculator', '/power')).toEqual({ kind: 'redirect', to: '/potencia' });
    expect(decide('powerCalculator', '/potencia')).toEqual({ kind: 'notFound' });
  });

  it('leaves paths shared by languages alone', () => {
    expect(decide('login', '/acceso', { language: 'es-ES' })).toEqual({ kind: 'render' });
    expect(decide('connect', '/connect', { language: 'de-DE', session: SIGNED_IN })).toEqual({ kind: 'render' });
  });
});

describe('private routes', () => {
  it('send a visitor to login carrying redirectPath, the path params and the other query params', () => {
    expect(decide('dynamicPage', '/d/tarifes/7', { params: { routePath: 'tarifes', pageId: '7' }, search: '?from=mail' })).toEqual({
      kind: 'redirect',
      to: '/acces?redirectPath=dynamicPage&routePath=tarifes&pageId=7&from=mail',
    });
    expect(decide('profile', '/perfil')).toEqual({ kind: 'redirect', to: '/acces?redirectPath=profile' });
  });

  it('render for a signed-in user', () => {
    expect(decide('profile', '/perfil', { session: SIGNED_IN })).toEqual({ kind: 'render' });
  });

  it('show nothing protected while the session starts', () => {
    expect(decide('profile', '/perfil', { session: STARTING })).toEqual({ kind: 'loading' });
  });
});

describe('public routes', () => {
  it('render for a visitor', () => {
    expect(decide('login', '/acces')).toEqual({ kind: 'render' });
  });

  it('send a signed-in user to the carried redirect', () => {
    expect(
      decide('login', '/acces', { session: SIGNED_IN, search: '?redirectPath=dynamicPage&routePath=tarifes&pageId=7&from=mail' }),
    ).toEqual({ kind: 'redirect', to: '/d/tarifes/7?from=mail' });
  });

  it('else to the homepage, the overview at / by default', () => {
    expect(decide('login', '/acces', { session: SIGNED_IN })).toEqual({ kind: 'redirect', to: '/' });
    // A redirect to a mounted page is honoured (the wizards are mounted); one to no route is dropped.
    expect(decide('login', '/acces', { session: SIGNED_IN, search: '?redirectPath=dualContracting' })).toEqual({
      kind: 'redirect',
      to: '/nou-client-dual',
    });
    expect(decide('login', '/acces', { session: SIGNED_IN, search: '?redirectPath=nowhere' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('a configured homepage that is mounted is used', () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { homepage: 'changePassword' });
    expect(decide('login', '/acces', { session: SIGNED_IN, settings })).toEqual({ kind: 'redirect', to: '/canvi-de-clau' });
  });

  it('wait while the session starts', () => {
    expect(decide('login', '/acces', { session: STARTING })).toEqual({ kind: 'loading' });
  });

  it('login is unprotected with single sign-on and allowDefaultLogin', () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { oidc: true, allowDefaultLogin: true } });
    expect(decide('login', '/acces', { session: SIGNED_IN, settings })).toEqual({ kind: 'render' });
  });
});

describe('a sign-in or sign-out in progress', () => {
  it('takes a signed-out user on a private page to the landing of the logout, not back to login with a redirect', () => {
    expect(decide('profile', '/perfil', { session: { ...SIGNED_OUT, landing: '/acces' } })).toEqual({ kind: 'redirect', to: '/acces' });
  });

  it('takes a signed-in user on the login page where the login flow is going (change password first)', () => {
    expect(decide('login', '/acces', { session: { ...SIGNED_IN, landing: '/canvi-de-clau' }, search: '?redirectPath=profile' })).toEqual({
      kind: 'redirect',
      to: '/canvi-de-clau',
    });
  });
});

describe('unprotected routes', () => {
  it('render whatever the session', () => {
    for (const session of [SIGNED_OUT, SIGNED_IN, STARTING]) {
      expect(decide('version', '/versio', { session })).toEqual({ kind: 'render' });
      expect(decide('loading', '/carregant', { session })).toEqual({ kind: 'render' });
    }
  });
});

describe('availability', () => {
  it('the dynamic page exists only with enableServerElements', () => {
    const off = mergeSettings(DEFAULT_SETTINGS, { features: { enableServerElements: false } });
    const input = { params: { routePath: 'a', pageId: '1' }, session: SIGNED_IN };
    expect(decide('dynamicPage', '/d/a/1', input)).toEqual({ kind: 'render' });
    expect(decide('dynamicPage', '/d/a/1', { ...input, settings: off })).toEqual({ kind: 'notFound' });
  });

  it('routes without a page answer 404', () => {
    const unmounted = { mounted: (name: string) => name !== 'altHome' };
    expect(decide('altHome', '/altHome', unmounted)).toEqual({ kind: 'notFound' });
    expect(decide('altHome', '/altHome', { ...unmounted, session: SIGNED_IN })).toEqual({ kind: 'notFound' });
  });

  it('the alternative home is unprotected: visitors and customers alike', () => {
    expect(decide('altHome', '/altHome')).toEqual({ kind: 'render' });
    expect(decide('altHome', '/altHome', { session: SIGNED_IN })).toEqual({ kind: 'render' });
  });

  it('the contract pages are mounted', () => {
    expect(decide('contracts', '/contractes/electricitat', { params: { contractType: 'electricitat' }, session: SIGNED_IN })).toEqual({
      kind: 'render',
    });
    expect(decide('gasContractDetail', '/contractes/gas/C1', { params: { contractName: 'C1' }, session: SIGNED_IN })).toEqual({
      kind: 'render',
    });
  });
});

describe('home (visitor-and-shell §2.2)', () => {
  it('is rendered by the home page itself, which decides by the home type (app/router/home-page.test.tsx)', () => {
    expect(decide('home', '/')).toEqual({ kind: 'render' });
  });
});
