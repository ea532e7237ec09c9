import { expect, test } from '@playwright/test';
import { message } from './helpers.ts';
import { staffConsoleSignIn } from './staff-console-steps.ts';

// The console's Customers page (docs/staff.md, "Staff console"): staff find the household customer
// by tax id, open the card and "view as" them; the portal opens in a new tab, read-only, with its
// banner, and the console's trail shows the impersonation by staff.

const CUSTOMER_TAX_ID = '12345678Z';

test('staff find a customer by tax id, view the portal as them in a new tab, and the trail shows it', async ({ page, context }) => {
  await staffConsoleSignIn(page);
  await page.getByTestId('staff-nav-customers').click();
  await expect(page.getByTestId('staff-customers')).toBeVisible();

  // Keyboard alone: type the tax id and press Enter.
  await page.getByTestId('field-q').fill(CUSTOMER_TAX_ID);
  await page.getByTestId('field-q').press('Enter');
  const list = page.getByTestId('staff-customers-list');
  await expect(list).toContainText(CUSTOMER_TAX_ID);
  const hit = list.getByRole('link').first();
  const name = (await hit.textContent()) ?? '';
  await hit.click();
  await expect(page.getByTestId('staff-customer-facts')).toContainText(CUSTOMER_TAX_ID);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const customerId = page.url().match(/\/staff\/customers\/(\d+)/)?.[1];
  expect(customerId).toBeTruthy();

  const [portal] = await Promise.all([context.waitForEvent('page'), page.getByTestId('staff-view-as').click()]);
  await expect(page.getByTestId('staff-view-as-opened')).toContainText(/\d{1,2}:\d{2}/);
  await expect(portal.getByTestId('view-as-banner')).toBeVisible();
  await expect.poll(() => portal.url()).not.toContain('token=');
  await portal.close();

  await page.getByTestId('staff-nav-trail').click();
  await page.getByTestId('staff-trail-actor').selectOption('staff');
  await page.getByTestId('staff-trail-customer').fill(customerId!);
  const trail = page.getByTestId('staff-trail-list');
  await expect(
    trail
      .locator('[data-testid^="staff-trail-"]')
      .filter({ hasText: message('ca-ES', 'staff-console', 'staff_trail_action_impersonation') })
      .first(),
  ).toBeVisible();
});
