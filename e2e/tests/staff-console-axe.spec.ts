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
      // Content: the three lists, a demo block and a banner in their editors with the preview
      // drawn, the new page's and new image banner's forms, a delete's confirmation (cancelled).
      await page.getByTestId('staff-nav-content').click();
      await expect(page.getByTestId('staff-content-blocks-list')).toBeVisible();
      await expect(page.getByTestId('staff-content-banners-list')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectClean(page, 'content');
      await page.locator('[data-testid^="staff-content-page-"][data-testid$="-delete"]').first().click();
      await expect(page.getByTestId('staff-content-page-delete')).toBeVisible();
      // Measured once the dialog has faded in: half-way, its colours are half their contrast.
      await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      await expectClean(page, 'a page’s delete confirmation');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('staff-content-page-delete')).toHaveCount(0);
      await page.locator('[data-testid^="staff-content-block-"][data-testid$="-edit"]').first().click();
      await expect(page.getByTestId('staff-content-block-preview-body')).toBeVisible();
      await expectClean(page, 'a block');
      await page.goto('/staff/content/banners/login/ca-ES');
      await expect(page.getByTestId('staff-content-banner-preview-body')).toBeVisible();
      await expectClean(page, 'a banner');
      await page.goto('/staff/content/pages/new');
      await expect(page.getByTestId('staff-content-page-form')).toBeVisible();
      await page.getByTestId('staff-content-page-save').click();
      await expect(page.getByTestId('staff-content-page-form-error')).toBeVisible();
      await expectClean(page, 'a new page, refused');
      await page.goto('/staff/content/banners/new');
      await page.getByTestId('staff-content-banner-kind').selectOption('image');
      await expect(page.getByTestId('staff-content-banner-file')).toBeVisible();
      await expectClean(page, 'a new image banner');

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
