import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT, POST_LOGOUT_URI, REDIRECT_URI, startTestProvider, type TestProvider } from '../../test/oidc-provider.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Single sign-on end to end: a real OpenID Connect provider (oidc-provider) on a loopback
 * port, the browser's part driven over HTTP, and the code exchange done by the API.
 */
describe('single sign-on', () => {
  let provider: TestProvider;
  let t: TestApp;
  let byTaxClaim: TestApp;

  beforeAll(async () => {
    provider = await startTestProvider({
      '12345678Z': { name: 'Marta Puig Serra', email: 'marta@sso.example' },
      'anna-ferrer': { name: 'Anna Ferrer Roca', email: 'anna@sso.example', tax_id: 'es-11111111h' },
      'no-tax-id': { name: 'Nobody' },
    });
    const oidc = { issuer: provider.issuer, ...OIDC_CLIENT, taxIdClaim: 'sub', allowHttp: true };
    t = await createTestApp({ config: { oidc } });
    byTaxClaim = await createTestApp({ config: { oidc: { ...oidc, taxIdClaim: 'tax_id' } } });
  });
  afterAll(async () => {
    await t?.close();
    await byTaxClaim?.close();
    await provider?.close();
  });

  const authorize = async (app: TestApp) => {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/v1/user/openid/authorize?redirect_uri=${encodeURIComponent(REDIRECT_URI)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { url: string; nonce: string; state: string; code_verifier: string };
  };

  /** What the web does: go to the provider, come back with a code, post it with its cookies' values. */
  const signIn = async (app: TestApp, account: string, tamper: (body: Record<string, unknown>) => void = () => {}) => {
    const start = await authorize(app);
    const back = await provider.signIn(start.url, account);
    expect(back.searchParams.get('state')).toBe(start.state);
    const body: Record<string, unknown> = {
      code: back.searchParams.get('code'),
      nonce: start.nonce,
      state: back.searchParams.get('state'),
      code_verifier: start.code_verifier,
      redirect_uri: REDIRECT_URI,
    };
    tamper(body);
    return app.app.inject({ method: 'POST', url: '/api/v1/user/openid', payload: body, headers: { 'accept-language': 'es' } });
  };

  it('starts with an authorization URL using PKCE S256, a nonce and a signed state', async () => {
    const start = await authorize(t);
    const url = new URL(start.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(OIDC_CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toContain('openid');
    expect(url.searchParams.get('nonce')).toBe(start.nonce);
    expect(url.searchParams.get('state')).toBe(start.state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(createHash('sha256').update(start.code_verifier).digest('base64url'));
  });

  it('signs in a known customer whose tax id is the subject', async () => {
    const res = await signIn(t, '12345678Z');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.new_customer).toBe(false);
    expect(body.openid_token.split('.')).toHaveLength(3);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(body.token) });
    expect(profile.json()).toMatchObject({ vat: '12345678Z', name: 'Marta Puig Serra', new_customer: false });
    const [, payload] = body.token.split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString()).locale).toBe('es-ES');
  });

  it('creates a new customer on the first sign-in of an unknown tax id, and finds it again later', async () => {
    const first = await signIn(byTaxClaim, 'anna-ferrer');
    expect(first.statusCode).toBe(200);
    expect(first.json().new_customer).toBe(true);
    const profile = await byTaxClaim.app.inject({ method: 'GET', url: '/api/v1/users/', headers: bearer(first.json().token) });
    expect(profile.json().result).toMatchObject({
      vat: '11111111H',
      name: 'Anna Ferrer Roca',
      email: 'anna@sso.example',
      new_customer: true,
    });

    const again = await signIn(byTaxClaim, 'anna-ferrer');
    const profileAgain = await byTaxClaim.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(again.json().token) });
    expect(profileAgain.json().vat).toBe('11111111H');
    // A user created by single sign-on has no password of ours.
    const login = await byTaxClaim.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { user: '11111111H', password: '' } });
    expect(login.statusCode).toBe(400);
  });

  it('refuses an ID token without a usable tax id claim', async () => {
    const res = await signIn(byTaxClaim, 'no-tax-id');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'openid_failed', message: 'login_openid_failed' });
  });

  it('refuses a wrong nonce with 401 (the ID token carries another)', async () => {
    const res = await signIn(t, '12345678Z', (body) => {
      body.nonce = 'not-the-nonce-we-sent';
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'openid_failed', message: 'login_openid_failed' });
  });

  it('answers 504 nonce_missing when the nonce was lost', async () => {
    const res = await signIn(t, '12345678Z', (body) => {
      delete body.nonce;
    });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ code: 'nonce_missing', message: 'login_nonce_missing' });
  });

  it('refuses a tampered state with 401', async () => {
    const res = await signIn(t, '12345678Z', (body) => {
      body.state = `${String(body.state).slice(0, -2)}xx`;
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('openid_failed');
  });

  it("refuses a state and verifier from another sign-in (a code injected into the victim's session)", async () => {
    const other = await authorize(t);
    const res = await signIn(t, '12345678Z', (body) => {
      body.code_verifier = other.code_verifier;
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a code used twice', async () => {
    const start = await authorize(t);
    const back = await provider.signIn(start.url, '12345678Z');
    const body = {
      code: back.searchParams.get('code'),
      nonce: start.nonce,
      state: start.state,
      code_verifier: start.code_verifier,
      redirect_uri: REDIRECT_URI,
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/openid', payload: body })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/openid', payload: body })).statusCode).toBe(401);
  });

  it("answers the provider's end-session URL for logout", async () => {
    const idToken = (await signIn(t, '12345678Z')).json().openid_token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/openid/logout',
      payload: { id_token: idToken, post_logout_redirect_uri: POST_LOGOUT_URI },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('id_token_hint')).toBe(idToken);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(POST_LOGOUT_URI);
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(200);
  });

  it('reports single sign-on in the public settings', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_settings' })).json().settings;
    expect(settings.features.oidc).toBe(true);
    expect(settings.oidc).toMatchObject({ providerUrl: provider.issuer, clientId: OIDC_CLIENT.clientId });
  });

  it('validates the bodies', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/openid', payload: { code: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code_verifier', 'redirect_uri', 'state']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/user/openid/authorize?redirect_uri=not-a-url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ redirect_uri: ['field_invalid_format'] });
  });
});

describe('single sign-on when no provider is configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 openid_disabled on every call and reports it off in settings', async () => {
    const calls = [
      t.app.inject({ method: 'GET', url: `/api/v1/user/openid/authorize?redirect_uri=${encodeURIComponent(REDIRECT_URI)}` }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/openid',
        payload: { code: 'c', nonce: 'n', state: 's', code_verifier: 'v', redirect_uri: REDIRECT_URI },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/openid/logout',
        payload: { id_token: 'x', post_logout_redirect_uri: POST_LOGOUT_URI },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'openid_disabled', message: 'openid_disabled' });
    }
    const settings = (await t.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_settings' })).json().settings;
    expect(settings.features.oidc).toBe(false);
  });
});
