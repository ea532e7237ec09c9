// Largest contentful paint of the login page and of the invoices page after sign-in,
// in Chromium throttled as Lighthouse's mobile profile: Lighthouse's "slow 4G" figures
// (150 ms round trip, 1.6 Mbps down, 750 kbps up) applied with CDP Network.emulateNetworkConditions,
// the CPU slowed 4× (Emulation.setCPUThrottlingRate), a 412×823 phone viewport. Lighthouse itself
// *simulates* that network from an unthrottled trace (Lantern); applying the same figures to the
// real connection, as here, adds 150 ms to every request rather than modelling connection reuse, so
// the figures are comparable between runs of this bench, not one-for-one with a Lighthouse score.
//
// Every run is a fresh browser context (empty cache, like Lighthouse), the page's LCP read with a
// PerformanceObserver('largest-contentful-paint', buffered) registered before any script of the
// page; the last entry once the page is quiet is its LCP. Median of RUNS runs (default 3).
//   node --import tsx bench/lcp.ts

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo/demo-accounts.ts';
import { startPortal } from './lib/portal-process.ts';
import { login } from './lib/portal-session.ts';

const RUNS = Number(process.env.RUNS ?? 3);
/** Lighthouse's mobile throttling (lighthouse-core/config/constants.js, throttling.mobileSlow4G). */
export const SLOW_4G = { rttMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdown: 4 } as const;
const VIEWPORT = { width: 412, height: 823 };
const CUSTOMER = '12345678Z';

declare global {
  interface Window {
    __lcp?: { startTime: number; element: string; size: number };
  }
}

/** Registered before the page's own scripts: keeps the latest LCP candidate. */
function observeLcp() {
  new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null; size: number })[];
    const last = entries[entries.length - 1];
    if (!last) return;
    const element = last.element;
    const id = element?.getAttribute('data-testid');
    window.__lcp = {
      startTime: last.startTime,
      size: last.size,
      element: element
        ? `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '?',
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.rttMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
}

interface TMeasure {
  lcpMs: number;
  element: string;
}

/** One cold load of `path` (cookies set first), waiting for `ready`; answers its LCP. */
async function measure(
  browser: Browser,
  base: string,
  path: string,
  ready: string,
  cookies: { name: string; value: string }[],
): Promise<TMeasure> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 180_000 });
    await page.locator(ready).first().waitFor({ timeout: 180_000 });
    await page.waitForLoadState('networkidle', { timeout: 180_000 });
    // Late candidates (a list's rows after its data) come within a frame or two of the last response.
    await sleep(1500);
    const lcp = await page.evaluate(() => window.__lcp);
    if (!lcp) throw new Error(`no largest-contentful-paint entry for ${path}`);
    return { lcpMs: lcp.startTime, element: lcp.element };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function measureLcp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lcp-'));
  // Through `npm start`'s script, which builds the web app first when it is missing or stale.
  const portal = await startPortal({ DATA_DIR: dataDir, PORT: '8393' }, ['node', 'scripts/start.mjs']);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const consent = ['cookie_consent', 'consent_preferences', 'consent_statistics', 'consent_marketing'].map((name) => ({
      name,
      value: 'true',
    }));
    const loginRuns: TMeasure[] = [];
    const invoiceRuns: TMeasure[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A first visit: no cookies, so the cookie banner shows as it would.
      loginRuns.push(await measure(browser, portal.url, '/acces', '[data-testid="login-form"]', []));
      // Signed in (the session's token cookie, as the login form leaves it) and consent given: the homepage's list.
      const token = await login(portal.url, CUSTOMER, DEMO_PASSWORD);
      invoiceRuns.push(await measure(browser, portal.url, '/factures', 'main h1', [...consent, { name: 'token', value: token }]));
    }
    return { loginRuns, invoiceRuns };
  } finally {
    await browser.close();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loginRuns, invoiceRuns } = await measureLcp();
  console.log(
    `method: Chromium (playwright-core), fresh context per run, viewport ${VIEWPORT.width}x${VIEWPORT.height} mobile; CDP Network.emulateNetworkConditions ` +
      `latency ${SLOW_4G.rttMs} ms, ${SLOW_4G.downloadKbps} kbps down, ${SLOW_4G.uploadKbps} kbps up; Emulation.setCPUThrottlingRate ${SLOW_4G.cpuSlowdown}; ` +
      `LCP = last 'largest-contentful-paint' entry (PerformanceObserver, buffered) once the network is idle; median of ${RUNS}`,
  );
  for (const [label, runs] of [
    ['login page (/acces, first visit)', loginRuns],
    ['invoices page (/factures, signed in)', invoiceRuns],
  ] as const) {
    console.log(
      `${label}: LCP median ${Math.round(median(runs.map((r) => r.lcpMs)))} ms (runs: ${runs.map((r) => Math.round(r.lcpMs)).join(', ')} ms); element: ${runs[runs.length - 1]?.element}`,
    );
  }
}
