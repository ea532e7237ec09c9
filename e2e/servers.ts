/** The portals the browser tests start, and what the tests need to know of them. */
export const E2E_TOKEN_SECRET = 'e2e-only-token-secret-0123456789abcdef0123456789';

const base = { TOKEN_SECRET: E2E_TOKEN_SECRET, LOG_LEVEL: 'warn' };

export const E2E_SERVERS = {
  main: {
    port: 8181,
    url: 'http://localhost:8181',
    dataDir: '.tmp/e2e/main',
    env: { ...base, LOGIN_RATE_LIMIT: '200' },
  },
  maintenance: {
    port: 8182,
    url: 'http://localhost:8182',
    dataDir: '.tmp/e2e/maintenance',
    env: { ...base, SETTINGS_FILE: 'e2e/fixtures/maintenance-settings.json' },
  },
} as const;

export const DEMO = {
  domestic: { user: '12345678Z', password: 'Demo-2026!' },
  company: { user: 'B58378431', password: 'Demo-2026!' },
  newCustomer: { user: '87654321X', password: 'Demo-2026!' },
} as const;
