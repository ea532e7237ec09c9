import { fileURLToPath } from 'node:url';

/** The portals the browser tests start, and what the tests need to know of them. */
export const E2E_TOKEN_SECRET = 'e2e-only-token-secret-0123456789abcdef0123456789';

/**
 * Every port of a run is E2E_PORT_BASE plus a fixed offset (8180 unless set), so two checkouts
 * can run their browser tests side by side without answering each other's requests.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 8180);
const port = (offset: number) => PORT_BASE + offset;
const localhost = (offset: number) => `http://localhost:${port(offset)}`;

/**
 * The real SMTP server the main portal sends its mail to (e2e/mail-catcher-server.ts, on the
 * smtp-server package) and the HTTP address where the tests read what it received (tests/mail.ts).
 */
export const MAIL_CATCHER = { smtpPort: port(6), httpPort: port(7), url: localhost(7) } as const;

const base = { TOKEN_SECRET: E2E_TOKEN_SECRET, LOG_LEVEL: 'warn' };

/** The OpenID Connect provider (e2e/oidc-provider-server.ts) the single sign-on portal trusts. */
export const SSO_PROVIDER = {
  port: port(3),
  issuer: localhost(3),
  clientId: 'e2e-portal',
  clientSecret: 'e2e-portal-secret',
  portalUrl: localhost(4),
  /** The login name to type at the provider (any password), and the tax id its ID token carries. */
  login: 'maria',
  taxId: '12345678Z',
  taxIdClaim: 'tax_id',
} as const;

/**
 * Copies of the household persona seeded on the main portal (SEED_TEST_CUSTOMERS), one per test
 * that changes data (own-customer.ts): about 45 such tests today, and room for more. A run with
 * --repeat-each needs this raised (own-customer.ts says so when they run out; the seed takes
 * up to 94). Each copy adds well under a second to the portal's start.
 */
export const TEST_CUSTOMERS = 70;
/** Where the tests of one run claim their test customers; emptied before each run (global-setup.ts). */
export const TEST_CUSTOMER_CLAIMS = fileURLToPath(new URL('../.tmp/e2e/test-customer-claims', import.meta.url));

export const E2E_SERVERS = {
  main: {
    port: port(1),
    url: localhost(1),
    dataDir: '.tmp/e2e/main',
    // What it prints at start, where the tests read the demo's read-only token (read-only-link.ts).
    stdoutFile: '.tmp/e2e/main.out',
    // Every browser signs in from 127.0.0.1: the limits are for guessing, not for a test suite.
    // Its mail goes through a real SMTP server (MAIL_CATCHER), swept every second.
    env: {
      ...base,
      LOGIN_RATE_LIMIT: '200',
      LOGIN_IP_RATE_LIMIT: '2000',
      SIGNUP_IP_RATE_LIMIT: '200',
      // Every contracting test starts a lead (contracting.spec.ts), over the 20 an hour one address may.
      LEAD_IP_RATE_LIMIT: '500',
      SEED_TEST_CUSTOMERS: String(TEST_CUSTOMERS),
      SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER.smtpPort}`,
      PUBLIC_URL: localhost(1),
      MAIL_RETRY_INTERVAL_SECONDS: '1',
    },
  },
  maintenance: {
    port: port(2),
    url: localhost(2),
    dataDir: '.tmp/e2e/maintenance',
    env: { ...base, SETTINGS_FILE: 'e2e/fixtures/maintenance-settings.json' },
  },
  // Every gate of packages/domain shell/gates.ts switched off by settings and flags (gates.spec.ts).
  gatesOff: {
    port: port(5),
    url: localhost(5),
    dataDir: '.tmp/e2e/gates-off',
    // Its read-only token too (home.spec.ts: the home's disabled tiles, its home being the tab groups).
    stdoutFile: '.tmp/e2e/gates-off.out',
    env: { ...base, LOGIN_RATE_LIMIT: '200', LOGIN_IP_RATE_LIMIT: '2000', SETTINGS_FILE: 'e2e/fixtures/gates-off-settings.json' },
  },
  // Single sign-on is on because the provider is configured; no settings file is needed.
  sso: {
    port: port(4),
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
  domestic: { user: '12345678Z', password: 'Demo-Portal-2026!' },
  company: { user: 'B58378431', password: 'Demo-Portal-2026!' },
  newCustomer: { user: '87654321X', password: 'Demo-Portal-2026!' },
} as const;

/** The demo's customer-service staff account (apps/api/src/seed/demo/demo-staff.ts), for `npm run staff`. */
export const DEMO_STAFF = { email: 'atencio@demo.example', password: 'Atencio-Demo-2026!' } as const;
