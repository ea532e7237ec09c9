import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, signIn, type TPersona } from './helpers.ts';

// The gates of packages/domain shell/gates.ts, seen from a browser: each page, menu entry, tab
// and button a mounted page has today is present on the ordinary portal and gone on the one
// whose settings and flags switch the gates off (e2e/fixtures/gates-off-settings.json). These
// tests only read the shared demo data (apps/api/src/seed/demo/demo-content.ts: the dynamic page
// "Les nostres tarifes"; demo-contracts.ts: 0001001, the household's active electricity contract).

const PORTALS = { on: E2E_SERVERS.main.url, off: E2E_SERVERS.gatesOff.url } as const;
type TPortal = keyof typeof PORTALS;

/**
 * A page of its own browser context for the gates-off portal: cookies do not tell ports apart,
 * so in the same context the ordinary portal's session cookie would sign it in (both portals
 * trust the same token secret).
 */
const contexts: BrowserContext[] = [];
async function offPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function signedIn(page: Page, portal: TPortal, persona: TPersona = 'domestic') {
  await page.goto(`${PORTALS[portal]}/acces`);
  await acceptCookies(page);
  await signIn(page, persona, `${PORTALS[portal]}/acces`);
  // Sign-in lands on the homepage: the overview on the ordinary portal; where the gates are off the
  // home is the tab groups (e2e/fixtures/gates-off-settings.json), no page of its own to land on,
  // so the homepage means the invoices. These tests start from the invoices.
  await expect(page.getByTestId(portal === 'on' ? 'overview-page' : 'invoices-page')).toBeVisible();
  await page.goto(`${PORTALS[portal]}/factures`);
  await expect(page.getByTestId('invoices-page')).toBeVisible();
}

async function openSideMenu(page: Page) {
  await page.getByTestId('side-menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

/** Every call the page makes to the feature flags (visitor-and-shell §4.6: only where a gate needs one). */
function flagCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/feature_flags')) calls.push(request.url());
  });
  return calls;
}

test('dynamic pages (enableServerElements): menu entry and page on, no entry and 404 off', async ({ page, browser }) => {
  // Wide enough for every entry of the demo's top menu on one line (it collapses when they do not fit).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signedIn(page, 'on');
  await openSideMenu(page);
  const entry = page.locator('[data-testid^="side-menu-dynamic-"]', { hasText: 'Les nostres tarifes' });
  await expect(entry).toBeVisible();
  await expect(page.locator('[data-testid^="top-menu-dynamic-"]', { hasText: 'Les nostres tarifes' })).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/d\/tarifes\/\d+$/);
  await expect(page.getByTestId('dynamic-page')).toBeVisible();
  const path = new URL(page.url()).pathname;

  const off = await offPage(browser);
  const routesAsked: string[] = [];
  off.on('request', (r) => r.url().includes('html_dinamic_routes') && routesAsked.push(r.url()));
  await signedIn(off, 'off');
  await openSideMenu(off);
  await expect(off.getByTestId('side-menu-profile')).toBeVisible();
  await expect(off.locator('[data-testid^="side-menu-dynamic-"]')).toHaveCount(0);
  await expect(off.locator('[data-testid^="top-menu-dynamic-"]')).toHaveCount(0);
  await off.goto(`${PORTALS.off}${path}`);
  await expect(off.getByTestId('not-found-page')).toBeVisible();
  await expect(off.getByTestId('dynamic-page')).toHaveCount(0);
  // With the route closed, the server's dynamic routes are not even asked for.
  expect(routesAsked).toEqual([]);
});

test('display types: contract tabs and the gas list on, one electricity list off', async ({ page, browser }) => {
  await signedIn(page, 'on');
  await page.goto('/contractes/electricitat');
  await expect(page.getByTestId('contracts-tab-gas')).toBeVisible();
  await openSideMenu(page);
  await expect(page.getByTestId('side-menu-contracts-gas')).toBeVisible();
  await expect(page.getByTestId('side-menu-contracts-electricity')).toBeVisible();

  const off = await offPage(browser);
  await signedIn(off, 'off');
  await off.goto(`${PORTALS.off}/contractes/electricitat`);
  await expect(off.getByTestId('contracts-row-0001001')).toBeVisible();
  await expect(off.locator('[data-testid^="contracts-tab-"]')).toHaveCount(0);
  await openSideMenu(off);
  await expect(off.getByTestId('side-menu-contracts-electricity')).toBeVisible();
  await expect(off.getByTestId('side-menu-contracts-gas')).toHaveCount(0);
  // The gas list is not a list of this portal: its address goes to the electricity list.
  await off.goto(`${PORTALS.off}/contractes/gas`);
  await expect(off).toHaveURL(/\/contractes\/electricitat$/);
});

test('display types: invoice tabs, multipoint included, on; a single list without tabs off', async ({ page, browser }) => {
  await signedIn(page, 'on', 'company');
  await expect(page.getByTestId('invoices-tab-multipoint')).toBeVisible();
  await expect(page.getByTestId('invoices-tab-gas')).toBeVisible();

  const off = await offPage(browser);
  await signedIn(off, 'off', 'company');
  await expect(off.getByTestId('invoices-table')).toBeVisible();
  await expect(off.locator('[data-testid^="invoices-tab-"]')).toHaveCount(0);
  await off.goto(`${PORTALS.off}/invoices-multipoint`);
  await expect(off).toHaveURL(/\/factures$/);
  await expect(off.locator('[data-testid^="invoices-tab-"]')).toHaveCount(0);
});

test('contract card: the report button (disableDownloadContractReport) and the claim button (reclamATCContract)', async ({
  page,
  browser,
}) => {
  for (const portal of ['on', 'off'] as const) {
    const tab = portal === 'on' ? page : await offPage(browser);
    await signedIn(tab, portal);
    await tab.goto(`${PORTALS[portal]}/contractes/electricitat/0001001`);
    await expect(tab.getByTestId('contract-owner')).toBeVisible();
    await expect(tab.getByTestId('button-download-report')).toHaveCount(portal === 'on' ? 1 : 0);
    // reclamATCContract is on in the demo settings and off in the gates-off ones.
    await expect(tab.getByTestId('button-claim')).toHaveCount(portal === 'on' ? 1 : 0);
  }
});

test('help (helpDialog): the login page’s help button and the floating one on, neither off', async ({ page }) => {
  await page.goto(`${PORTALS.on}/acces`);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-help-button')).toBeVisible();
  await expect(page.getByTestId('help-button')).toBeVisible();

  await page.goto(`${PORTALS.off}/acces`);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-help-button')).toHaveCount(0);
  await expect(page.getByTestId('help-button')).toHaveCount(0);
});

test('flags (crm.case): the customer-service page and its menu entry with the contact feature and the flag on; flags never asked where settings decide', async ({
  page,
  browser,
}) => {
  // The portals answer the flags they were given.
  const answer = async (portal: TPortal) =>
    (await (await page.request.get(`${PORTALS[portal]}/api/v1/feature_flags/`)).json()).feature_flags;
  expect((await answer('on'))['crm.case']).toBe(true);
  expect((await answer('off'))['crm.case']).toBe(false);

  // On: the contact feature is on by default, so the menu needs the flag to offer the page.
  const onCalls = flagCalls(page);
  await signedIn(page, 'on');
  await openSideMenu(page);
  await expect(page.getByTestId('side-menu-customerService')).toBeVisible();
  await page.goto(`${PORTALS.on}/atencio-al-client`);
  await expect(page.getByTestId('field-polissa_id')).toBeVisible();
  expect(onCalls.length).toBeGreaterThan(0);

  // Off: features.contact is off in the settings, which decide alone: no entry, 404, no flag asked.
  const off = await offPage(browser);
  const offCalls = flagCalls(off);
  await signedIn(off, 'off');
  await openSideMenu(off);
  await expect(off.getByTestId('side-menu-profile')).toBeVisible();
  await expect(off.getByTestId('side-menu-customerService')).toHaveCount(0);
  await off.goto(`${PORTALS.off}/atencio-al-client`);
  await expect(off.getByTestId('not-found-page')).toBeVisible();
  await off.goto(`${PORTALS.off}/contractes/electricitat/0001001`);
  await expect(off.getByTestId('contract-owner')).toBeVisible();
  expect(offCalls).toEqual([]);
});

test('comparators (comparator.enabled; gas also needs gas displayed): the pages on, 404 off', async ({ page, browser }) => {
  for (const [path, testId] of [
    ['/comparador', 'comparator-page'],
    ['/comparador-gas', 'gas-comparator-page'],
  ] as const) {
    await page.goto(`${PORTALS.on}${path}`);
    await expect(page.getByTestId(testId)).toBeVisible();
    const off = await offPage(browser);
    await off.goto(`${PORTALS.off}${path}`);
    await expect(off.getByTestId('not-found-page')).toBeVisible();
    await expect(off.getByTestId(testId)).toHaveCount(0);
  }
});

test("contracting (contractation.<type>.enabled): each wizard and the contract list's new-contract menu on, 404 and no menu off", async ({
  page,
  browser,
}) => {
  const off = await offPage(browser);
  for (const path of ['/nou-client-electricitat', '/nou-client-gas', '/nou-client-dual']) {
    await page.goto(`${PORTALS.on}${path}`);
    await expect(page.getByTestId('contracting-page')).toBeVisible();
    await off.goto(`${PORTALS.off}${path}`);
    await expect(off.getByTestId('not-found-page')).toBeVisible();
    await expect(off.getByTestId('contracting-page')).toHaveCount(0);
  }
  await signedIn(page, 'on');
  await page.goto(`${PORTALS.on}/contractes/electricitat`);
  await expect(page.getByTestId('contracts-new')).toBeVisible();
  await signedIn(off, 'off');
  await off.goto(`${PORTALS.off}/contractes/electricitat`);
  await expect(off.getByTestId('contracts-row-0001001')).toBeVisible();
  await expect(off.getByTestId('contracts-new')).toHaveCount(0);
});
