import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { acceptCookies, message, signIn, type TSignInAs } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeBuilder } from './page-checks.ts';

// Virtual batteries (customer-area §2, §4, §6, §7). Every test changes or reads the
// batteries of its own copy of the household (apps/api/src/seed/demo/demo-batteries-data.ts):
// "Bateria Girona" = 0001002 (origin) 60 %, 0001001 40 %, the closed 0000871 0 % (locked);
// "Bateria Sabadell" = 0000871 alone, 100 %, inactive since 2020-12-31.

const t = (key: string) => message('ca-ES', 'contracts', key);

async function signedIn(page: Page, as: TSignInAs) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, as);
}

const violations = async (page: Page) =>
  (await axeBuilder(page).analyze()).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const detail = (page: Page, contract: string) => page.goto(`/contractes/electricitat/${contract}`);
const block = (page: Page) => page.getByTestId('contract-virtual-batteries');
const card = (page: Page, battery: string) => block(page).getByRole('article', { name: battery });
/** The value shown beside a field's label in a card (a description list). */
const field = (scope: Locator, labelKey: string) => scope.locator('dt', { hasText: t(labelKey) }).locator('xpath=following-sibling::dd[1]');

test('changing a percentage shows the others recalculated, and the battery keeps 100 % after a reload', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await detail(page, ownCustomer.contract('0001001'));
  const girona = card(page, 'Bateria Girona');
  await expect(girona).toBeVisible();
  await expect(field(girona, 'battery_percentage')).toHaveText(/^40\s?%$/);
  expect(await violations(page)).toEqual([]);

  await girona.getByRole('button', { name: t('battery_button_percentage') }).click();
  const dialog = page.getByTestId('dialog-battery-percentage');
  const input = dialog.getByLabel(t('battery_percentage_field'));
  await expect(input).toHaveValue('40');
  await expect(dialog.getByTestId('dialog-submit')).toBeDisabled();
  // Clamped on blur (§5): 150 becomes 100.
  await input.fill('150');
  await input.blur();
  await expect(input).toHaveValue('100');
  await input.fill('70');
  await input.blur();
  // The preview: the origin keeps the rest (60 of 60 held by others → 30), the locked link 0.
  const preview = dialog.getByRole('table');
  await expect(preview.getByRole('row', { name: new RegExp(ownCustomer.contract('0001002')) })).toContainText(/30\s?%/);
  expect(await violations(page)).toEqual([]);
  await dialog.getByTestId('dialog-submit').click();
  await expect(dialog.getByTestId('dialog-success')).toBeVisible();
  await dialog.getByTestId('dialog-cancel').click();

  await page.reload();
  await expect(field(card(page, 'Bateria Girona'), 'battery_percentage')).toHaveText(/^70\s?%$/);
  await detail(page, ownCustomer.contract('0001002'));
  await expect(field(card(page, 'Bateria Girona'), 'battery_percentage')).toHaveText(/^30\s?%$/);
});

test('moving the flat to the other battery through the four steps', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await detail(page, ownCustomer.contract('0001001'));
  await card(page, 'Bateria Girona')
    .getByRole('button', { name: t('battery_button_move') })
    .click();
  const dialog = page.getByTestId('dialog-battery-move');
  const back = dialog.getByRole('button', { name: t('battery_move_back') });
  const next = dialog.getByRole('button', { name: t('battery_move_next') });
  // Step 0: back disabled, next disabled until a battery is chosen.
  await expect(back).toBeDisabled();
  await expect(next).toBeDisabled();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('radio', { name: /Bateria Sabadell/ }).check();
  await expect(next).toBeEnabled();
  await next.click();
  // Step 1: the percentage in the destination. Sabadell's only link ended with its contract, so
  // the field says the flat will hold all of it, whatever is typed.
  const input = dialog.getByLabel(new RegExp(t('battery_move_percentage_field').split('{{')[0]!.trim()));
  await expect(dialog.getByText(t('battery_move_percentage_alone').split(' (')[0]!)).toBeVisible();
  await input.fill('25');
  await input.blur();
  await expect(back).toBeEnabled();
  expect(await violations(page)).toEqual([]);
  await next.click();
  // Step 2: both batteries as they will be: no share left on the terminated contract.
  const confirm = dialog.getByTestId('battery-move-confirm');
  const destinationAfter = confirm.getByTestId('battery-move-destination-after');
  const after = (contract: string) =>
    destinationAfter
      .getByRole('row', { name: new RegExp(contract) })
      .getByRole('cell')
      .last();
  await expect(after(ownCustomer.contract('0000871'))).toHaveText(/^0\s?%$/);
  await expect(after(ownCustomer.contract('0001001'))).toHaveText(/^100\s?%$/);
  await expect(confirm.getByTestId('battery-move-origin-after')).toContainText(/100\s?%/);
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: t('battery_move_submit') }).click();
  // Step 3 ends in success.
  await expect(dialog.getByTestId('dialog-success')).toBeVisible();
  await dialog.getByRole('button', { name: message('ca-ES', 'translation', 'close') }).click();

  await expect(card(page, 'Bateria Sabadell')).toBeVisible();
  await expect(card(page, 'Bateria Girona')).toHaveCount(0);
  await expect(field(card(page, 'Bateria Sabadell'), 'battery_percentage')).toHaveText(/^100\s?%$/);
  await detail(page, ownCustomer.contract('0001002'));
  await expect(field(card(page, 'Bateria Girona'), 'battery_percentage')).toHaveText(/^100\s?%$/);
});

test('the discount switch turns the discounts off and the setting survives a reload', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await detail(page, ownCustomer.contract('0001001'));
  const girona = card(page, 'Bateria Girona');
  const toggle = girona.getByRole('switch', { name: t('battery_discount_switch') });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(field(girona, 'battery_discount_setting')).toHaveText(t('battery_discount_not_applied'));
  await page.reload();
  await expect(card(page, 'Bateria Girona').getByRole('switch', { name: t('battery_discount_switch') })).not.toBeChecked();
});

test('the origin link shows its information dialog instead of a move, with the organisation email', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await detail(page, ownCustomer.contract('0001002'));
  const girona = card(page, 'Bateria Girona');
  await expect(girona.getByRole('button', { name: t('battery_button_move') })).toHaveCount(0);
  await girona.getByRole('button', { name: t('battery_button_origin') }).click();
  const dialog = page.getByRole('dialog', { name: t('battery_origin_title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/);
  expect(await violations(page)).toEqual([]);
});

test('the closed contract: links inactive by date, one locked, buttons disabled with the reason', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await detail(page, ownCustomer.contract('0000871'));
  const sabadell = card(page, 'Bateria Sabadell');
  const girona = card(page, 'Bateria Girona');
  await expect(sabadell).toContainText(t('battery_inactive'));
  await expect(girona).toContainText(t('battery_locked'));
  // Girona is shared, so its percentage button shows, disabled: the link ended with the contract.
  const percentage = girona.getByRole('button', { name: t('battery_button_percentage') });
  await expect(percentage).toBeDisabled();
  // Sabadell holds this contract alone: no percentage to share; and the only other battery is one
  // this contract is already linked to, so no move either.
  await expect(sabadell.getByRole('button')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  // Why, in a line under the button that describes it: a touch screen never opens a tooltip.
  const reason = girona.getByTestId(/^battery-percentage-\d+-reason$/);
  await expect(reason).toHaveText(t('battery_inactive_by_date'));
  await expect(percentage).toHaveAttribute('aria-describedby', (await reason.getAttribute('id')) ?? 'no id');
});

test("the spreadsheet holds a summary and each battery's ledger", async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await detail(page, ownCustomer.contract('0001001'));
  const download = page.waitForEvent('download');
  await block(page)
    .getByRole('button', { name: t('battery_download') })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Bateria Girona');
  expect(workbook.worksheets.length).toBeGreaterThanOrEqual(2);
  // The battery's sheet lists its ledger: deposits of the house's invoices (FE…), the euros as
  // numbers shown with the euro after them as Catalan writes it, the days as dates.
  const ledger = workbook.getWorksheet('Bateria Girona')!;
  expect(String(ledger.getCell('B2').value)).toMatch(/^FE\d{2}/);
  expect(ledger.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
  expect(ledger.getCell('F2').type).toBe(ExcelJS.ValueType.Number);
  expect(ledger.getCell('F2').numFmt).toBe('#,##0.00 "€";-#,##0.00 "€"');
});
