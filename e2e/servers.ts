import { fileURLToPath } from 'node:url';

/** The portals the browser tests start, and what the tests need to know of them. */
export const E2E_TOKEN_SECRET = 'e2e-only-token-secret-0123456789abcdef0123456789';

const base = { TOKEN_SECRET: E2E_TOKEN_SECRET, LOG_LEVEL: 'warn' };

/** The OpenID Connect provider (e2e/oidc-provider-server.ts) the single sign-on portal trusts. */
export const SSO_PROVIDER = {
  port: 8183,
  issuer: 'http://localhost:8183',
  clientId: 'e2e-portal',
  clientSecret: 'e2e-portal-secret',
  portalUrl: 'http://localhost:8184',
  /** The login name to type at the provider (any password), and the tax id its ID token carries. */
  login: 'maria',
  taxId: '12345678Z',
  taxIdClaim: 'tax_id',
} as const;

/**
 * Copies of the household persona seeded on the main portal (SEED_TEST_CUSTOMERS), one per test
 * that changes data (own-customer.ts): eight such tests today, so a run with --repeat-each=3
 * still has one each. Each copy adds well under a second to the portal's start.
 */
export const TEST_CUSTOMERS = 24;
/** Where the tests of one run claim their test customers; emptied before each run (global-setup.ts). */
export const TEST_CUSTOMER_CLAIMS = fileURLToPath(new URL('../.tmp/e2e/test-customer-claims', import.meta.url));

export const E2E_SERVERS = {
  main: {
    port: 8181,
    url: 'http://localhost:8181',
    dataDir: '.tmp/e2e/main',
    // Every browser signs in from 127.0.0.1: the limits are for guessing, not for a test suite.
    env: { ...base, LOGIN_RATE_LIMIT: '200', LOGIN_IP_RATE_LIMIT: '2000', SEED_TEST_CUSTOMERS: String(TEST_CUSTOMERS) },
  },
  maintenance: {
    port: 8182,
    url: 'http://localhost:8182',
    dataDir: '.tmp/e2e/maintenance',
    env: { ...base, SETTINGS_FILE: 'e2e/fixtures/maintenance-settings.json' },
  },
  // Every gate of packages/domain shell/gates.ts switched off by settings and flags (gates.spec.ts).
  gatesOff: {
    port: 8185,
    url: 'http://localhost:8185',
    dataDir: '.tmp/e2e/gates-off',
    env: { ...base, LOGIN_RATE_LIMIT: '200', LOGIN_IP_RATE_LIMIT: '2000', SETTINGS_FILE: 'e2e/fixtures/gates-off-settings.json' },
  },
  // Single sign-on is on because the provider is configured; no settings file is needed.
  sso: {
    port: 8184,
    url: SSO_PROVIDER.portalUrl,
    dataDir: '.tmp/e2e/sso',
    env: {
      ...base,
      OIDC_ISSUER: SSO_PROVIDER.issuer,
      OIDC_CLIENT_ID: SSO_PROVIDER.clientId,
      OIDC_CLIENT_SECRET: SSO_PROVIDER.clientSecret,
      OIDC_TAX_ID_CLAIM: SSO_PROVIDER.taxIdClaim,
    },
  },
} as const;

/** The demo personas: shared by every test, so only read, never changed (own-customer.ts for that). */
export const DEMO = {
  domestic: { user: '12345678Z', password: 'Demo-2026!' },
  company: { user: 'B58378431', password: 'Demo-2026!' },
  newCustomer: { user: '87654321X', password: 'Demo-2026!' },
} as const;
