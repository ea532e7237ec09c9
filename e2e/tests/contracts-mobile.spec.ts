import { expect, type Page } from '@playwright/test';
import { acceptCookies, signIn, type TSignInAs } from './helpers.ts';
import { test } from './own-customer.ts';
import { expectNoSidewaysScroll } from './page-checks.ts';

// The contract pages: at a phone's width (390 px) and a laptop's (1366 px) the contract
// list and the contract detail never scroll sideways; the list is cards on the phone and a table
// on the laptop; a change dialog takes the whole phone screen; a change waiting for signature
// disables its button, says why, and the server refuses a second one.
// Demo data: 12345678Z holds 0001001 (active, its distributor has a website: the "(opens in a
// new window)" link) and 0001002 (an IBAN change waiting for signature).

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

async function signedIn(page: Page, as: TSignInAs = 'domestic') {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, as);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the contract list and the contract detail do not scroll sideways', async ({ page }) => {
      await signedIn(page);
      await page.goto('/contractes/electricitat');
      const list = page.getByTestId('contracts-list');
      await expect(list).toBeVisible();
      await expect(list).toHaveAttribute('data-layout', size.width < 900 ? 'cards' : 'table');
      // The primary action is on screen without scrolling sideways.
      const open = page.getByTestId('contracts-open-0001001');
      await expect(open).toBeVisible();
      const box = await open.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(size.width);
      await expectNoSidewaysScroll(page, 'contract list');
      if (size.width >= 900) {
        // The table fits: its container does not scroll sideways either (the page alone could hide that).
        const table = await list.evaluate((element) => {
          const container = element.parentElement!;
          return { scrollWidth: container.scrollWidth, clientWidth: container.clientWidth };
        });
        test.info().annotations.push({ type: 'width', description: `contract table: ${table.scrollWidth} px in ${table.clientWidth} px` });
        expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
      }

      await open.click();
      await expect(page.getByTestId('contract-detail-page')).toBeVisible();
      await expect(page.getByTestId('contract-distributor')).toBeVisible();
      await expectNoSidewaysScroll(page, 'contract detail');

      await page.goto('/contractes/electricitat/0001002');
      await expect(page.getByTestId('contract-detail-page')).toBeVisible();
      await expectNoSidewaysScroll(page, 'contract detail with a change waiting');
    });

    test('a change dialog fits the screen, full-screen on a phone', async ({ page }) => {
      await signedIn(page);
      await page.goto('/contractes/electricitat/0001001?action=powChange');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      if (size.width < 600) {
        expect(box!.x).toBe(0);
        expect(Math.round(box!.width)).toBe(size.width);
      } else {
        // A centred box, not the whole screen.
        expect(box!.width).toBeLessThan(size.width / 2);
        expect(Math.abs(box!.x + box!.width / 2 - size.width / 2)).toBeLessThan(2);
      }
      await expectNoSidewaysScroll(page, 'power dialog');
    });
  });
}

test('a change waiting for signature disables its button with the reason, and the server refuses a second', async ({
  page,
  ownCustomer,
}) => {
  await signedIn(page, ownCustomer);
  const name = ownCustomer.contract('0001002');
  await page.goto(`/contractes/electricitat/${name}`);
  const iban = page.getByTestId('button-iban-change');
  await expect(iban).toBeDisabled();
  // Said under the button, where a touch screen shows it too, and describing the button.
  await expect(page.getByTestId('button-iban-change-reason')).toHaveText('Pendent de la teva signatura.');
  await expect(iban).toHaveAccessibleDescription('Pendent de la teva signatura.');

  // The request the page would not send, sent all the same: 409 with the same message.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const response = await page.request.post(`/api/v1/contracts/${name}/iban/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { already_registered: true, bank_id: 3 },
  });
  expect(response.status()).toBe(409);
  expect(await response.json()).toEqual({ code: 'change_waiting_for_signature', message: 'change_waiting_for_signature' });
});

test('a power change sent disables the power button until it is signed', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await page.goto(`/contractes/electricitat/${ownCustomer.contract('0001001')}?action=powChange`);
  const dialog = page.getByTestId('dialog-power');
  await expect(dialog).toBeVisible();
  await page.getByTestId('field-power').fill('5,75');
  await page.getByTestId('field-power2').fill('5,75');
  // The phone as the portal shows it, typed back whole: the limit counts digits.
  await page.getByTestId('field-phone').fill('');
  await page.getByTestId('field-phone').pressSequentially('+34 612 345 678');
  await expect(page.getByTestId('field-phone')).toHaveValue('+34 612 345 678');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('dialog-success')).toBeVisible();
  await page.getByTestId('dialog-cancel').click();
  await expect(page.getByTestId('button-power-change')).toBeDisabled();
  await expect(page.getByTestId('button-power-change-reason')).toBeVisible();
});
