import { expect, type Page } from '@playwright/test';
import { acceptCookies, message, signIn, type TSignInAs } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeBuilder } from './page-checks.ts';

// Tariff options (customer-area §2, §7): the household's 0001001 is on Llum Estable, which offers
// happy hours (3-hour windows) and a happy day; it has had happy hours 13–16 for fifteen months
// (since 2025-09-01 for a demo seeded in December 2026: apps/api/src/seed/demo/demo-reference-data.ts).
// The change is made on the test's own copy of the persona, so no other test sees it.

async function signedIn(page: Page, as: TSignInAs) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, as);
}

const violations = async (page: Page) =>
  (await axeBuilder(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('happy hours: the dialog shows the current window, a new one is saved from tomorrow and kept after a reload', async ({
  page,
  ownCustomer,
}) => {
  await signedIn(page, ownCustomer);
  await page.goto(`/contractes/electricitat/${ownCustomer.contract('0001001')}`);
  const section = page.getByTestId('tariff-options');
  await expect(section).toBeVisible();
  await expect(page.getByTestId('tariff-option-happy-hours')).toContainText('13:00–16:00');
  // The product offers no double tariff: no button.
  await expect(page.getByTestId('button-double-tariff')).toHaveCount(0);

  await page.getByTestId('button-happy-hours').click();
  const dialog = page.getByTestId('dialog-happy-hours');
  await expect(dialog).toBeVisible();
  const select = dialog.getByTestId('field-happy_hours');
  await expect(select).toHaveValue('13-16');
  await expect(dialog.getByTestId('dialog-submit')).toBeDisabled();
  expect(await violations(page)).toEqual([]);

  await select.selectOption('18-21');
  await expect(dialog.getByTestId('dialog-submit')).toBeEnabled();
  await dialog.getByTestId('dialog-submit').click();
  const success = dialog.getByTestId('dialog-success');
  await expect(success).toBeVisible();
  // "Fet. El canvi s'aplica des del {{date}}.": the date is tomorrow's, in Catalan digits.
  await expect(success).toContainText(message('ca-ES', 'contracts', 'tariff_options_success').split('{{')[0]!.trim());
  await expect(success).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  expect(await violations(page)).toEqual([]);
  await dialog.getByTestId('dialog-cancel').click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('tariff-option-happy-hours')).toContainText('18:00–21:00');
  await page.getByTestId('button-happy-hours').click();
  await expect(page.getByTestId('dialog-happy-hours').getByTestId('field-happy_hours')).toHaveValue('18-21');
});
