import { expect, type Page } from '@playwright/test';
import { acceptCookies, message, signIn, type TSignInAs } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// The power change as customers ask for it (customer-area §5), at a phone's width and a laptop's:
// the company's 3.0TD 0002003 (B58378431, 15/15/20/20/20/25 kW) shows its six periods from the
// start with today's powers, refuses P1 = 30 with P2 = 20 and the six left as they are; a
// household 2.0TD keeps P1 and raises P2 (night charging), and typing above 15 kW reveals P3..P6.
// The company's test only opens the dialog and is refused by it (nothing is sent): it reads the
// shared persona. The household's sends a change: its own customer.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;
const SIX = ['power', 'power2', 'power3', 'power4', 'power5', 'power6'] as const;

async function openPowerDialog(page: Page, as: TSignInAs, contract: string) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, as);
  // The page's action opens the dialog as the power button does (customer-area §2).
  await page.goto(`/contractes/electricitat/${contract}?action=powChange`);
  const dialog = page.getByTestId('dialog-power');
  await expect(dialog).toBeVisible();
  const language = (await page.locator('html').getAttribute('lang')) ?? 'ca-ES';
  return { dialog, text: (key: string) => message(language, 'contract-changes', key) };
}

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`);
/** The text under a field (its helper or its error), as the customer reads it. */
const helperOf = async (page: Page, name: string) => {
  const id = await field(page, name).getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
};

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a contract of six periods shows the six with their powers; the periods never decrease and are not all left as they are', async ({
      page,
    }) => {
      const { dialog, text } = await openPowerDialog(page, 'company', '0002003');
      const values = await Promise.all(SIX.map((name) => field(page, name).inputValue()));
      expect(values).toEqual(['15', '15', '20', '20', '20', '25']);
      await expectNoSidewaysScroll(page, 'power dialog, six periods');
      expect(await axeViolations(page)).toEqual([]);

      const sent = [] as string[];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/power/')) sent.push(request.url());
      });
      await field(page, 'phone').fill('600123456');
      await page.getByTestId('dialog-submit').click();
      for (const name of SIX) await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      expect(await helperOf(page, 'power6')).toBe(text('power_modification_same'));

      await field(page, 'power').fill('30');
      await field(page, 'power2').fill('20');
      await field(page, 'power3').fill('30');
      await field(page, 'power4').fill('30');
      await field(page, 'power5').fill('30');
      await field(page, 'power6').fill('30');
      await page.getByTestId('dialog-submit').click();
      await expect(field(page, 'power2')).toHaveAttribute('aria-invalid', 'true');
      expect(await helperOf(page, 'power2')).toBe(text('field_must_be_greater_than_previous_field'));
      await expect(field(page, 'power')).not.toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
      expect(sent).toEqual([]);
      await expect(dialog).toBeVisible();
    });

    test('a household keeps P1 and raises P2: the change goes to signature', async ({ page, ownCustomer }) => {
      await openPowerDialog(page, ownCustomer, ownCustomer.contract('0001001'));
      await expect(field(page, 'power')).toHaveValue('4,6');
      await expect(field(page, 'power2')).toHaveValue('4,6');
      await expect(field(page, 'power3')).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'power dialog, two periods');
      expect(await axeViolations(page)).toEqual([]);

      // Above 15 kW the six periods are asked for; back under it, two again.
      await field(page, 'power2').fill('15,001');
      await expect(field(page, 'power6')).toBeVisible();
      await field(page, 'power2').fill('6,928');
      await expect(field(page, 'power3')).toHaveCount(0);
      await expect(page.getByTestId('power-costs')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await field(page, 'phone').fill('600123456');
      const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/power/'));
      await page.getByTestId('dialog-submit').click();
      expect((await answer).status()).toBe(200);
      expect((await answer).request().postDataJSON()).toMatchObject({ power_p1: 4600, power_p2: 6928 });
      await expect(page.getByTestId('contract-signature-notice').or(page.getByTestId('dialog-success')).first()).toBeVisible();
    });
  });
}
