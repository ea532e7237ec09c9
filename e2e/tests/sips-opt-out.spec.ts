import { expect, type Page } from '@playwright/test';
import { acceptCookies, message, signIn } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeViolations } from './page-checks.ts';

// The SIPS cession opt-out (customer-area §4, §6): once asked for, the button no longer offers
// it again but names where it stands, and its dialog says how to go back (the spec has no call
// that undoes it: the contact form). Each test sends an opt-out: its own customer.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

const languageOf = async (page: Page) => (await page.locator('html').getAttribute('lang')) ?? 'ca-ES';

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('after opting out, the button names the state and its dialog shows the way back', async ({ page, ownCustomer }) => {
      await page.goto('/acces');
      await acceptCookies(page);
      await signIn(page, ownCustomer);
      await page.goto(`/contractes/electricitat/${ownCustomer.contract('0001001')}`);
      const button = page.getByTestId('button-sips');
      const language = await languageOf(page);
      await expect(button).toHaveText(message(language, 'contracts', 'contract_button_sips'));

      await button.click();
      const dialog = page.getByTestId('dialog-sips');
      await expect(dialog).toBeVisible();
      await page.getByTestId('field-noCessionSelection').check();
      await page.getByTestId('dialog-submit').click();
      await expect(page.getByTestId('dialog-success')).toBeVisible();
      await page.getByTestId('dialog-cancel').click();
      await expect(dialog).toHaveCount(0);

      await expect(button).toHaveText(message(language, 'contracts', 'contract_button_sips_waiting_for_signature'));
      await expect(button).toBeEnabled();
      await button.click();
      await expect(page.getByTestId('sips-status')).toHaveText(message(language, 'contract-changes', 'sips_status_waiting_for_signature'));
      await expect(page.getByTestId('sips-way-back-link')).toBeVisible();
      await expect(page.getByTestId('dialog-submit')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByTestId('sips-way-back-link').click();
      await expect(page).toHaveURL(/\/atencio-al-client$/);
    });
  });
}
