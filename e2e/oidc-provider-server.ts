/**
 * A real OpenID Connect provider for the single sign-on browser test (run with
 * `node --import tsx e2e/oidc-provider-server.ts`). Its built-in development interactions (a
 * login form that accepts any password, then a consent screen) are what the browser drives.
 */
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { SSO_PROVIDER } from './servers.ts';

const accounts: Record<string, { name: string; email: string; tax_id: string }> = {
  [SSO_PROVIDER.login]: { name: 'Maria Puig', email: 'maria@example.test', tax_id: SSO_PROVIDER.taxId },
};

const provider = new Provider(SSO_PROVIDER.issuer, {
  clients: [
    {
      client_id: SSO_PROVIDER.clientId,
      client_secret: SSO_PROVIDER.clientSecret,
      redirect_uris: [`${SSO_PROVIDER.portalUrl}/connect`],
      post_logout_redirect_uris: [`${SSO_PROVIDER.portalUrl}/`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub', 'tax_id'], profile: ['name'], email: ['email'] },
  // The tax id goes in the ID token itself, which is where the portal reads it.
  conformIdTokenClaims: false,
  cookies: { keys: ['e2e-provider-cookie-key'] },
  findAccount: (_ctx, id) => {
    const claims = accounts[id];
    if (!claims) return undefined;
    return { accountId: id, claims: () => ({ sub: id, ...claims }) };
  },
  features: {
    rpInitiatedLogout: {
      // The default page loads a web font, which this closed network cannot reach.
      logoutSource: (ctx, form) => {
        ctx.body = `<!DOCTYPE html><html><head><title>Sign out</title></head><body>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button></body></html>`;
      },
    },
  },
});
const server = createServer(provider.callback());
server.listen(SSO_PROVIDER.port, () => console.log(`OpenID Connect provider at ${SSO_PROVIDER.issuer}`));
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
