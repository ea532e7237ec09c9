import { expect, test } from '@playwright/test';
import { acceptCookies, message, signIn } from './helpers.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// A customer with no contracts yet (the demo's 87654321X) never hits a dead end: signing in
// from the home route lands on the first contracting wizard (visitor-and-shell §4.1), not on an
// empty invoice list; the welcome page's "write to us" opens a form that works without a contract
// (a new request), which sends. The message
// is a new case of that customer, which no other test reads; the data is fresh every run.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 600 });

    test('a new customer signs in from /, lands on the first contracting wizard, and writes to us from the welcome page', async ({
      page,
    }) => {
      await page.goto('/');
      await acceptCookies(page);
      await signIn(page, 'newCustomer', '/acces');
      await expect(page.getByTestId('wizard-step-heading')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/nou-client-electricitat');

      await page.goto('/benvingut');
      await expect(page.getByTestId('welcome-page')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByTestId('welcome-writeToUs').click();
      await expect(page).toHaveURL(/\/solicituts\/crear$/);
      const category = page.getByTestId('field-category');
      await expect(category.locator('option')).not.toHaveCount(1);
      await category.selectOption({ index: 1 });
      await page.getByTestId('field-subject').fill('Vull contractar la llum');
      await page.getByTestId('field-description').fill('Encara no tinc cap contracte. Em podeu trucar?');
      await expectNoSidewaysScroll(page, `request form at ${viewport.width}px`);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('request-submit').click();
      await expect(page.getByTestId('request-sent')).toContainText(/REQ-\d{4}-\d{6}/);

      // The contact page, reached from the menu, says why it has no form and offers the way on.
      await page.goto('/atencio-al-client');
      const none = page.getByTestId('contact-no-contracts');
      await expect(none).toContainText(message('ca-ES', 'customer-service', 'case_no_contract_write'));
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('contact-no-contracts-request').click();
      await expect(page).toHaveURL(/\/solicituts\/crear$/);
      await expect(page.getByTestId('request-submit')).toBeEnabled();
    });
  });
}
