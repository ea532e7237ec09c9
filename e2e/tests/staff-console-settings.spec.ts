import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_STAFF, E2E_SERVERS } from '../servers.ts';
import { acceptCookies, signIn } from './helpers.ts';
import { staffConsoleSignIn } from './staff-console-steps.ts';

// A supervisor switches the feature flag crm.case off in the console's settings page
// (docs/settings-and-gates.md, "Editing from the console"), and a signed-in customer then finds no
// customer-service entry and a 404 at its page (the customerService gate); the flag goes back on
// at the end, whatever happens. On the maintenance portal, which no other spec signs in to (its
// customers pass with the maintenance_bypass cookie, customer-area §6; staff reach the console
// anyway): a flag of the main portal would close the page under other specs running meanwhile. The portal caches settings and flags
// for 5 s and the web fetches the flags once a page load, so the customer's page is loaded again
// until the change shows.

const FLAG = 'crm.case';
const PORTAL = E2E_SERVERS.maintenance.url;
const CUSTOMER_SERVICE = '/atencio-al-client';

/** Sets the flag through the staff API: the clean-up, which must not depend on the page under test. */
async function setFlagByApi(browser: Browser, enabled: boolean) {
  const context = await browser.newContext({ baseURL: PORTAL });
  try {
    const login = await context.request.post('/api/v1/staff/login', { data: DEMO_STAFF });
    const { token } = (await login.json()) as { token: string };
    const res = await context.request.put(`/api/v1/staff/feature-flags/${FLAG}`, {
      data: { enabled },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
  } finally {
    await context.close();
  }
}

async function openSideMenu(page: Page) {
  await page.getByTestId('side-menu-toggle').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

test('a supervisor switches crm.case off in the console: the customer loses the customer-service page and its entry', async ({
  page,
  browser,
}) => {
  // The customer, in a browser of their own: the console's staff token lives in another tab's storage anyway.
  const customerContext = await browser.newContext({ baseURL: PORTAL });
  await customerContext.addCookies([{ name: 'maintenance_bypass', value: '1', url: PORTAL }]);
  const customer = await customerContext.newPage();
  try {
    await customer.goto('/acces');
    await acceptCookies(customer);
    await signIn(customer, 'domestic');
    await expect(customer.getByTestId('overview-page')).toBeVisible();
    await customer.goto(CUSTOMER_SERVICE);
    await expect(customer.getByTestId('field-polissa_id')).toBeVisible();

    await staffConsoleSignIn(page, PORTAL);
    await page.getByTestId('staff-nav-settings').click();
    const flag = page.getByTestId(`staff-flag-${FLAG}`);
    await expect(flag).toBeChecked();
    await flag.click();
    await expect(flag).not.toBeChecked();
    await expect(flag).toBeEnabled();
    // Stored: the page read again from the server says so too.
    await page.reload();
    await expect(page.getByTestId(`staff-flag-${FLAG}`)).not.toBeChecked();

    // The portal's cache (5 s): loaded again until the page is gone.
    await expect(async () => {
      await customer.goto(CUSTOMER_SERVICE);
      await expect(customer.getByTestId('not-found-page')).toBeVisible({ timeout: 5_000 });
    }).toPass({ intervals: [1_000, 2_000, 2_000], timeout: 30_000 });
    await expect(customer.getByTestId('field-polissa_id')).toHaveCount(0);
    await customer.goto('/');
    await expect(customer.getByTestId('overview-page')).toBeVisible();
    await openSideMenu(customer);
    await expect(customer.getByTestId('side-menu-profile')).toBeVisible();
    await expect(customer.getByTestId('side-menu-customerService')).toHaveCount(0);

    // On again from the console: the page comes back.
    await page.getByTestId(`staff-flag-${FLAG}`).click();
    await expect(page.getByTestId(`staff-flag-${FLAG}`)).toBeChecked();
    await expect(async () => {
      await customer.goto(CUSTOMER_SERVICE);
      await expect(customer.getByTestId('field-polissa_id')).toBeVisible({ timeout: 5_000 });
    }).toPass({ intervals: [1_000, 2_000, 2_000], timeout: 30_000 });
  } finally {
    await customerContext.close();
    await setFlagByApi(browser, true);
  }
});

test('settings the portal could not read are refused in the console before saving, by path', async ({ page }) => {
  await staffConsoleSignIn(page);
  await page.getByTestId('staff-nav-settings').click();
  const editor = page.getByTestId('staff-settings-private');
  const before = await editor.getByTestId('staff-settings-private-text').inputValue();
  await editor.getByTestId('staff-settings-private-text').fill('{ "features": { "signup": "no" } }');
  await editor.getByTestId('staff-settings-private-preview-button').click();
  await expect(editor.getByTestId('staff-settings-private-issues')).toContainText('features.signup');
  await editor.getByTestId('staff-settings-private-save').click();
  await expect(editor.getByTestId('staff-settings-private-text')).toHaveValue('{ "features": { "signup": "no" } }');
  // Nothing was sent: the stored settings are as they were.
  await page.reload();
  await expect(page.getByTestId('staff-settings-private-text')).toHaveValue(before);
});

test('with the keyboard alone: a flag switched off and on again, and a scope previewed', async ({ page }) => {
  // coupons.coupon on the maintenance portal, which no other test reads (its profile page is never opened there).
  await staffConsoleSignIn(page, PORTAL);
  await page.getByTestId('staff-nav-settings').click();
  const flag = page.getByTestId('staff-flag-coupons.coupon');
  await expect(flag).toBeChecked();
  await flag.focus();
  await page.keyboard.press('Space');
  await expect(flag).not.toBeChecked();
  await expect(flag).toBeEnabled();
  await expect(flag).toBeFocused();
  await page.keyboard.press('Space');
  await expect(flag).toBeChecked();
  await expect(flag).toBeEnabled();

  // From the public scope's text, Tab reaches its Preview, which Enter asks for.
  await page.getByTestId('staff-settings-public-text').focus();
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('staff-settings-public-preview-button')).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('staff-settings-public-merged')).toBeVisible();
});
