import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_SERVERS, MAIL_CATCHER, SSO_PROVIDER } from './servers.ts';

// Browser tests run the built SPA and the real API (PGlite in a fresh data directory) in
// Debian's Chromium. Four portals: the ordinary one, one whose settings switch on maintenance
// mode, one whose settings and flags switch the gates off, and one that signs in through a real
// OpenID Connect provider (started first, as the portal discovers it), each from the real start
// command and the configuration a retailer would use.

// The browser is Debian's headless shell (chromium-headless-shell, which scripts/ensure-chromium.sh
// installs), as Playwright's own headless runs use its shell: the full browser's headless mode
// opens a window for every context, with a renderer of its own for the tab strip, about 2 s of
// processor a test. The same 15 tests took 358 s of test time in the full browser and 240 s in the
// shell (communications.spec.ts, two runs of each); the whole suite, 313 passing, took 43.8 minutes
// in the shell. Where the shell is missing, the full browser serves.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI or not: a test that fails once has failed. A retry would pass a flaky test
  // (Playwright counts it "flaky", not failed) and hide it; tests own the data they change
  // (tests/own-customer.ts), so a failure is the product's or the test's, never the neighbour's.
  retries: 0,
  // Timeouts for a busy two-core machine, in one place (no spec sets its own). The slowest test
  // takes about 20 s on an idle one, but pages are rendered by a Chromium that shares two cores
  // with a second browser and four servers, and often with other work: at a load of 20 a page
  // took over 15 s to show while the API answered in 0.2 s. A timeout here is a limit past which
  // something is wrong, not a wish: waiting costs only when a test fails, a false failure costs
  // a rerun and trust. The whole run stays well inside CI's 90 minutes.
  timeout: 240_000,
  expect: { timeout: 45_000 },
  globalTimeout: 60 * 60_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_SERVERS.main.url,
    // A failure's trace keeps the DOM snapshots, not the screencast: encoding a frame at every
    // paint cost the two cores about a quarter of the run (38 tests: 2.8 → 2.3 min; a third
    // worker gained nothing: the run is bound by the processor, not by waiting).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM,
      // Without these, Chromium keeps calling home on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    // The real SMTP server the main portal's mail goes to; the tests read it (tests/mail.ts).
    {
      command: 'node --import tsx e2e/mail-catcher-server.ts',
      cwd: '..',
      url: `${MAIL_CATCHER.url}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    {
      command: 'node --import tsx e2e/oidc-provider-server.ts',
      cwd: '..',
      url: `${SSO_PROVIDER.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    ...Object.values(E2E_SERVERS).map((server) => ({
      command:
        `rm -rf ${server.dataDir} && ` +
        ('stdoutFile' in server
          ? `mkdir -p ${path.dirname(server.stdoutFile)} && node --import tsx apps/api/src/main.ts > ${server.stdoutFile}`
          : 'node --import tsx apps/api/src/main.ts'),
      cwd: '..',
      url: `${server.url}/readyz`,
      reuseExistingServer: false,
      // Migrating and seeding (with the test customers) took 75 s at a load of 14.
      timeout: 300_000,
      env: { ...server.env, PORT: String(server.port), DATA_DIR: server.dataDir },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
