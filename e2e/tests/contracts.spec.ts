import { expect, type Page } from '@playwright/test';
import { acceptCookies, signIn, type TSignInAs } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeBuilder } from './page-checks.ts';

// Demo data (apps/api/src/seed/demo/demo-contracts-data.ts): 12345678Z holds 0001001 (electricity,
// active), 0001002 (electricity, waiting for an IBAN signature), 0001003 (gas), 0001004 and
// 0001005 (drafts), 0000871 (closed) and 0000872 (gas, cancelled); B58378431 holds 0002001.
// Tests that only look (lists, dialogs opened and left) share the persona; a test that sends a
// change does it on its own copy of the persona (ownCustomer), so no other test sees it.

async function signedIn(page: Page, as: TSignInAs = 'domestic') {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, as);
}

const seriousViolations = async (page: Page) =>
  (await axeBuilder(page).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('a customer opens a contract from the list, active contracts first', async ({ page }) => {
  await signedIn(page);
  await page.goto('/contractes/electricitat');
  await expect(page.getByTestId('contracts-page')).toBeVisible();
  const rows = page.locator('[data-testid^="contracts-row-"]');
  await expect(rows.first()).toBeVisible();
  const names = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(names.indexOf('contracts-row-0000871')).toBeGreaterThan(names.indexOf('contracts-row-0001001'));
  await page.getByTestId('contracts-open-0001001').click();
  await expect(page).toHaveURL(/\/contractes\/electricitat\/0001001$/);
  await expect(page.getByTestId('contract-detail-page')).toBeVisible();
  await expect(page.getByTestId('contract-detail-page')).toContainText('ES0031408000000001AP0F');
});

test('the search is done by the server, after the debounce', async ({ page }) => {
  await signedIn(page);
  await page.goto('/contractes/electricitat');
  await expect(page.getByTestId('contracts-row-0001001')).toBeVisible();
  const searched = page.waitForRequest((r) => r.url().includes('/api/v2/contracts?') && r.url().includes('filter='));
  await page.getByTestId('contracts-search').fill('0000871');
  await searched;
  await expect(page.getByTestId('contracts-row-0000871')).toBeVisible();
  await expect(page.getByTestId('contracts-row-0001001')).toHaveCount(0);
});

test('a closed contract shows its warning and offers no change', async ({ page }) => {
  await signedIn(page);
  await page.goto('/contractes/electricitat/0000871');
  await expect(page.getByTestId('contract-warning-closed')).toBeVisible();
  await expect(page.getByTestId('button-power-change')).toHaveCount(0);
});

for (const [action, dialog] of [
  ['powChange', 'dialog-power'],
  ['ibanChange', 'dialog-iban'],
  ['notifAddrChange', 'dialog-notification-address'],
  ['noCesionSips', 'dialog-sips'],
] as const) {
  test(`the action ${action} opens its dialog and leaves the address`, async ({ page }) => {
    await signedIn(page);
    await page.goto(`/contractes/electricitat/0001001?action=${action}`);
    await expect(page.getByTestId(dialog)).toBeVisible();
    expect(page.url()).not.toContain('action=');
  });
}

test('the action download downloads the contract report as a PDF', async ({ page }) => {
  await signedIn(page);
  const download = page.waitForEvent('download');
  await page.goto('/contractes/electricitat/0001001?action=download');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('power change: an unchanged power is refused, a new one goes to signature', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await page.goto(`/contractes/electricitat/${ownCustomer.contract('0001001')}?action=powChange`);
  const dialog = page.getByTestId('dialog-power');
  await expect(dialog).toBeVisible();
  const current = await page.getByTestId('field-power').inputValue();
  const current2 = await page.getByTestId('field-power2').inputValue();
  if (current) {
    await page.getByTestId('field-power').fill(current);
    await page.getByTestId('field-power2').fill(current2);
  } else {
    await page.getByTestId('field-power').fill('-1');
  }
  await page.getByTestId('field-phone').fill('600123456');
  await page.getByTestId('dialog-submit').click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();

  await page.getByTestId('field-power').fill('5,75');
  await page.getByTestId('field-power2').fill('5,75');
  await expect(page.getByTestId('power-costs')).toBeVisible();
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('contract-signature-notice').or(page.getByTestId('dialog-success')).first()).toBeVisible();
});

test('IBAN change: an invalid IBAN is refused, a valid new account goes to signature', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await page.goto(`/contractes/electricitat/${ownCustomer.contract('0001001')}?action=ibanChange`);
  const dialog = page.getByTestId('dialog-iban');
  await expect(dialog).toBeVisible();
  await page.getByTestId('field-iban-type-new').check();
  await page.getByTestId('field-iban').fill('ES00 1234 5678');
  await page.getByTestId('field-owner_is_bank_owner').check();
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('field-iban')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('field-iban')).toHaveValue('ES00 1234 5678');

  await page.getByTestId('field-iban').fill('ES79 2100 0813 6101 2345 6789');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('contract-signature-notice').or(page.getByTestId('dialog-success')).first()).toBeVisible();
});

test('notification address: a bad postal code is refused, a new address is saved', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await page.goto(`/contractes/electricitat/${ownCustomer.contract('0001001')}?action=notifAddrChange`);
  const dialog = page.getByTestId('dialog-notification-address');
  await expect(dialog).toBeVisible();
  await page.getByTestId('field-address-type-new').check();
  await page.getByTestId('field-name').fill('Marta Puig Serra');
  await page.getByTestId('field-dp').fill('123');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('field-dp')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('field-dp').fill('17001');
  // One locality for 17001: selected by itself, and the province follows from its INE code.
  await expect(page.getByTestId('field-province')).toHaveValue(/Girona/i);
  await page.getByTestId('field-tv').selectOption('CL');
  await page.getByTestId('field-nv').fill('de la Força');
  await page.getByTestId('field-pnp').fill('12');
  await page.getByTestId('field-mobile').fill('600123456');
  await page.getByTestId('field-email').fill('marta@example.com');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('dialog-success')).toBeVisible();
  await page.getByTestId('dialog-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('contract-detail-page')).toContainText(/Força/i);
});

test('a contract of another customer is not found', async ({ page }) => {
  await signedIn(page);
  const response = await page.request.get('/api/v2/contracts/0002001', {
    headers: { authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'token')?.value}` },
  });
  expect(response.status()).toBe(404);
});

test('the contract list and detail pages have no serious or critical accessibility violations', async ({ page }) => {
  await signedIn(page);
  await page.goto('/contractes/electricitat');
  await expect(page.getByTestId('contracts-row-0001001')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/contractes/electricitat/0001001');
  await expect(page.getByTestId('contract-detail-page')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
