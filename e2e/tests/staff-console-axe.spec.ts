import { expect, type Page, test } from '@playwright/test';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';
import { staffConsoleSignIn } from './staff-console-steps.ts';

// Every page of the staff console (docs/staff.md, "Staff console"): no axe violation with the
// suite's tags, and no sideways scroll, on a laptop and on a phone.
async function expectClean(page: Page, label: string) {
  await expectNoSidewaysScroll(page, label);
  expect(await axeViolations(page), label).toEqual([]);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the console’s pages have no axe violation and no sideways scroll', async ({ page }) => {
      await page.goto('/staff/login');
      await expect(page.getByTestId('staff-login-form')).toBeVisible();
      await expectClean(page, 'sign-in');
      await staffConsoleSignIn(page);

      for (const status of ['open', 'all'] as const) {
        await page.goto('/staff/cases');
        await page.getByTestId('staff-cases-status').selectOption(status);
        await expect(page.getByTestId('staff-cases-list')).toBeVisible();
      }
      await expectClean(page, 'cases');
      await page.getByTestId('staff-cases-list').getByRole('link').first().click();
      await expect(page.getByTestId('staff-conversation')).toBeVisible();
      await expectClean(page, 'a case');

      await page.getByTestId('staff-nav-queue').click();
      await expect(page.getByTestId('staff-queue')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectClean(page, 'signed requests');

      await page.getByTestId('staff-nav-leads').click();
      await expect(page.getByTestId('staff-contracting-leads')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectClean(page, 'leads');

      await page.getByTestId('staff-nav-trail').click();
      await expect(page.getByTestId('staff-trail-list')).toBeVisible();
      await expectClean(page, 'trail');

      await page.getByTestId('staff-nav-customers').click();
      await page.getByTestId('field-q').fill('12345678Z');
      await page.getByTestId('field-q').press('Enter');
      await expect(page.getByTestId('staff-customers-list')).toContainText('12345678Z');
      await expectClean(page, 'customers');
      await page.getByTestId('staff-customers-list').getByRole('link').first().click();
      await expect(page.getByTestId('staff-customer-facts')).toBeVisible();
      await expectClean(page, 'a customer');

      await page.getByTestId('staff-nav-accounts').click();
      await expect(page.getByTestId('staff-accounts-list')).toBeVisible();
      await expectClean(page, 'staff accounts');

      await page.getByTestId('staff-nav-integration').click();
      await expect(page.getByTestId('staff-token-create')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectClean(page, 'integration');
      // A token just created: its secret shown once, long as it is, must not scroll a phone sideways.
      await page.getByTestId('staff-token-create').getByTestId('field-name').fill(`axe ${viewport.width}`);
      await page.getByTestId('staff-token-scopes-leads:read').check();
      await page.getByTestId('staff-token-create-submit').click();
      await expect(page.getByTestId('staff-token-secret-value')).toHaveText(/^pit_/);
      await expectClean(page, 'a token shown once');

      await page.getByTestId('staff-nav-settings').click();
      await expect(page.getByTestId('staff-flags')).toBeVisible();
      await expectClean(page, 'settings');
      // The preview: the merged settings in their own scrolling box, and a refusal listed by path.
      await page.getByTestId('staff-settings-public-preview-button').click();
      await expect(page.getByTestId('staff-settings-public-merged')).toBeVisible();
      await page.getByTestId('staff-settings-private-text').fill('{ "features": { "signup": "no" }, "homepage": 3 }');
      await page.getByTestId('staff-settings-private-preview-button').click();
      await expect(page.getByTestId('staff-settings-private-issues')).toContainText('homepage');
      await expectClean(page, 'settings with a preview and its issues');

      // Keyboard alone: the skip link comes first and moves to the page; the nav's links follow it.
      await page.goto('/staff/trail');
      await expect(page.getByTestId('staff-trail-list')).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: /./ }).first();
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#staff-main')).toBeFocused();
    });
  });
}
