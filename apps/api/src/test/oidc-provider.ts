import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { clientId: 'portal', clientSecret: 'portal-secret' };
export const REDIRECT_URI = 'http://localhost:8080/connect';
export const POST_LOGOUT_URI = 'http://localhost:8080/';

/** People the test provider knows: account id -> claims (sub is the account id). */
export type Accounts = Record<string, { name?: string; email?: string; tax_id?: string }>;

export interface TestProvider {
  issuer: string;
  /** Drives authorization, login and consent over HTTP like a browser; answers the redirect back. */
  signIn(authorizeUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

/** A real OpenID Connect provider (oidc-provider) on a random loopback port. */
export async function startTestProvider(accounts: Accounts): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.clientId,
        client_secret: OIDC_CLIENT.clientSecret,
        redirect_uris: [REDIRECT_URI],
        post_logout_redirect_uris: [POST_LOGOUT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub', 'tax_id'], profile: ['name'], email: ['email'] },
    // Put granted claims in the ID token itself, as many enterprise providers do, so the
    // portal can read the tax id claim without a userinfo call.
    conformIdTokenClaims: false,
    cookies: { keys: ['test-provider-cookie-key'] },
    findAccount: (_ctx, id) => {
      const claims = accounts[id];
      if (!claims) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    signIn: (authorizeUrl, accountId) => driveBrowser(authorizeUrl, accountId),
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** A cookie jar good enough for one provider on one host. */
class Jar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function driveBrowser(authorizeUrl: string, accountId: string): Promise<URL> {
  const jar = new Jar();
  let url = new URL(authorizeUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
    });
    jar.store(response);
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(REDIRECT_URI)) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !prompt)
      throw new Error(`unexpected provider page ${response.status}: ${html.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
  }
  throw new Error('too many steps at the provider');
}
