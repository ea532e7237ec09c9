import { expect, type Locator, test } from '@playwright/test';
import { acceptCookies, message, signIn } from './helpers.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';
import { demoReadOnlyToken } from './read-only-link.ts';

// Why an action is off is said in words on the page, not in a tooltip a tap never opens: the
// contract's change buttons, the invoices' Pay and every case form under a read-only
// (impersonation) session, and a change waiting for the customer's signature. These tests only
// read: the household persona's 0001002 has an IBAN change waiting for signature in the demo
// data, and its read-only token is printed by the portal at start.

const shared = (key: string) => message('ca-ES', 'shared', key);
const READ_ONLY_SHORT = shared('read_only_token_short');
const READ_ONLY = message('ca-ES', 'translation', 'read_only_token');

/** The reason is seen without hovering, inside the screen's width, and describes the disabled button. */
async function saysWhy(button: Locator, reason: Locator, text: string) {
  await expect(button).toBeDisabled();
  await expect(reason).toBeVisible();
  await expect(reason).toHaveText(text);
  await expect(button).toHaveAccessibleDescription(text);
  await expect(button.page().getByRole('tooltip')).toHaveCount(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 600 });

    test('a read-only session sees why each action is off: contract changes, Pay, and the case forms', async ({ page }) => {
      const token = await demoReadOnlyToken();
      // A token login accepts the consent cookies itself (customer-area §4): no banner to answer.
      await page.goto(`/contractes/electricitat/0001001?token=${token}`);
      // The read-only notice: a badge in the bar, or a line of its own under it on a phone.
      await expect(page.getByTestId(viewport.width < 600 ? 'readonly-strip' : 'readonly-badge')).toBeVisible();
      const power = page.getByTestId('button-power-change');
      await power.scrollIntoViewIfNeeded();
      if (viewport.width < 600) await power.tap({ force: true });
      await saysWhy(power, page.getByTestId('button-power-change-reason'), READ_ONLY_SHORT);
      await saysWhy(page.getByTestId('button-iban-change'), page.getByTestId('button-iban-change-reason'), READ_ONLY_SHORT);
      await expectNoSidewaysScroll(page, `read-only contract at ${viewport.width}px`);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/factures');
      const pay = page.locator('[data-testid^="invoice-pay-"][data-testid$="-reason"]').first();
      await expect(pay).toBeVisible();
      const payId = (await pay.getAttribute('data-testid'))!.replace(/-reason$/, '');
      await saysWhy(page.getByTestId(payId), pay, READ_ONLY_SHORT);
      expect(await axeViolations(page)).toEqual([]);

      // The case forms: disabled before anything is typed, saying why, instead of a 403 after sending.
      for (const [path, form] of [
        ['/solicituts/crear', 'request'],
        ['/reclamacions', 'atc-claim'],
        ['/atencio-al-client', 'contact'],
      ] as const) {
        await page.goto(path);
        const notice = page.getByTestId(`${form}-read-only`);
        await expect(notice).toHaveText(READ_ONLY);
        await expect(page.getByTestId(`${form}-submit`)).toBeDisabled();
        await expect(page.getByTestId(`${form}-submit`)).toHaveAccessibleDescription(READ_ONLY);
        await expect(page.locator('form textarea').first()).toBeDisabled();
        await expectNoSidewaysScroll(page, `read-only ${path} at ${viewport.width}px`);
        expect(await axeViolations(page), path).toEqual([]);
      }
      // A reply on the demo's open case (it waits for more information), too.
      await page.goto('/solicituts');
      await page.getByRole('link', { name: 'Lectura estimada massa alta' }).click();
      await expect(page.getByTestId('request-reply-read-only')).toHaveText(READ_ONLY);
      await expect(page.getByTestId('request-reply-submit')).toBeDisabled();
      await expect(page.getByTestId('request-reply-submit')).toHaveAccessibleDescription(READ_ONLY);
    });

    test('a change waiting for signature says so under its button', async ({ page }) => {
      await page.goto('/acces');
      await acceptCookies(page);
      await signIn(page, 'domestic');
      await page.goto('/contractes/electricitat/0001002');
      const iban = page.getByTestId('button-iban-change');
      await iban.scrollIntoViewIfNeeded();
      if (viewport.width < 600) await iban.tap({ force: true });
      await saysWhy(iban, page.getByTestId('button-iban-change-reason'), shared('change_waiting_for_signature_short'));
      await expect(page.getByTestId('dialog-iban')).toHaveCount(0);
      // The other changes are not waiting: enabled, with nothing under them.
      await expect(page.getByTestId('button-power-change-reason')).toHaveCount(0);
      await expectNoSidewaysScroll(page, `contract waiting for signature at ${viewport.width}px`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
