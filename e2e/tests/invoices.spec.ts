import { readFile } from 'node:fs/promises';
import { expect, type Page, type Request, test } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, listInvoices, message, signIn } from './helpers.ts';
import { axeBuilder } from './page-checks.ts';

// Demo invoices (apps/api/src/seed/demo/demo-invoices-data.ts): 12345678Z has electricity invoices of
// 0001001 and 0001002 (with an A and a B rectification) and gas of 0001003; B58378431 has
// multipoint invoices grouping 0002001, 0002002 and 0002003. Numbers and dates follow the seed
// day, so invoices are found through the API. These tests only read: payments are made by
// invoice-payment.spec.ts on copies of the persona (own-customer.ts), never on these invoices.

/** Status labels (customer-area §4) by the filter's payment state: open = something pending. */
const PAID_LABELS = ['paid', 'refunded'];
const OPEN_LABELS = ['pending_collection', 'pending_payment', 'payment_being_verified', 'unpaid', 'partially_paid'];

async function signedIn(page: Page, persona: 'domestic' | 'company' = 'domestic') {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, persona);
  // Sign-in lands on the overview; the invoices are what these tests read.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await page.goto('/factures');
  await expect(page.getByTestId('invoices-page')).toBeVisible();
  await expect(page.getByTestId('invoices-table')).toBeVisible();
}

interface TRow {
  number: string;
  date: string;
  contract: string;
  status: string;
}

/** The rows of the table on screen: number, date, contract and status label of each. */
async function rowsShown(page: Page): Promise<TRow[]> {
  return page
    .getByTestId('invoices-table')
    .locator('tbody > tr[data-testid^="invoice-row-"]')
    .evaluateAll((rows) =>
      rows.map((row) => {
        // The table folds the period under the date and the address under the contract: a
        // stacked cell's first line is its own value.
        const cells = Array.from(row.querySelectorAll(':scope > th, :scope > td'), (c) =>
          (c.querySelector(':scope > span')?.textContent ?? c.textContent ?? '').trim(),
        );
        return {
          number: cells[0] ?? '',
          date: cells[1] ?? '',
          contract: cells[2] ?? '',
          status: row.querySelector('[data-status]')?.getAttribute('data-status') ?? '',
        };
      }),
    );
}

/** The filter terms of an invoice list request (the JSON array of `filter=`), [] without one. */
function filterOf(request: Request): unknown[] {
  const filter = new URL(request.url()).searchParams.get('filter');
  return filter ? (JSON.parse(filter) as unknown[]) : [];
}

/** The next filtered request of the electricity list. */
const filteredRequest = (page: Page) =>
  page.waitForRequest((r) => r.url().includes('/api/v1/invoices/?') && r.url().includes('type=electricity') && r.url().includes('filter='));

const chips = (page: Page) => page.locator('li[data-testid^="invoices-filter-chip-"]');
const apply = (page: Page) => page.getByTestId('invoices-filter-apply');
const isoToShown = (iso: string) => iso.split('-').reverse().join('/');

const seriousViolations = async (page: Page) =>
  (await axeBuilder(page).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the invoices open on the electricity list', async ({ page }) => {
  await signedIn(page);
  await expect(page).toHaveURL(/\/factures$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ca-ES', 'invoices', 'invoices_title'));
  await expect(page.getByTestId('invoices-tab-electricity')).toHaveAttribute('aria-selected', 'true');
  expect((await rowsShown(page)).length).toBeGreaterThan(0);
});

test('a contract filter chosen from the suggestions filters the list, and its chip toggles and goes', async ({ page }) => {
  await signedIn(page);
  // Every contract with electricity invoices (the closed 0000871 too): the whole list fits one page.
  const everyContract = [...new Set((await listInvoices(page, 'electricity')).map((invoice) => invoice.contract?.name ?? ''))].sort();
  expect(everyContract).toEqual(expect.arrayContaining(['0001001', '0001002']));
  const contractsShown = async () => [...new Set((await rowsShown(page)).map((r) => r.contract))].sort();
  await expect(apply(page)).toBeDisabled();

  const params = page.waitForResponse((r) => r.url().includes('/api/v1/filter/params'));
  await page.getByTestId('invoices-filter-category').selectOption('contract');
  expect((await params).status()).toBe(200);
  await page.getByTestId('invoices-filter-values').fill('00010');
  await page.getByRole('option', { name: '0001002', exact: true }).click();
  await page.getByTestId('invoices-filter-add').click();
  await expect(chips(page)).toHaveCount(1);
  await expect(apply(page)).toBeEnabled();

  const filtered = filteredRequest(page);
  await apply(page).click();
  expect(filterOf(await filtered)).toEqual([['polissa_id.name', 'in', ['0001002']]]);
  await expect(apply(page)).toBeDisabled();
  await expect.poll(contractsShown).toEqual(['0001002']);

  // Switched off, the chip stays but no longer filters: both contracts come back (the unfiltered
  // list loaded first may come from the cache, so no request is awaited).
  const chip = chips(page).first();
  await chip.locator('[data-testid$="-toggle"]').click();
  await expect(chip.locator('[data-testid$="-toggle"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(apply(page)).toBeEnabled();
  await apply(page).click();
  await expect.poll(contractsShown).toEqual(everyContract);

  // On again, then removed: the list is the whole one again.
  await chip.locator('[data-testid$="-toggle"]').click();
  await apply(page).click();
  await expect.poll(contractsShown).toEqual(['0001002']);
  await chip.locator('[data-testid$="-remove"]').click();
  await expect(chips(page)).toHaveCount(0);
  await expect(apply(page)).toBeEnabled();
  await apply(page).click();
  await expect(apply(page)).toBeDisabled();
  await expect.poll(contractsShown).toEqual(everyContract);
});

test('a date range typed as DD/MM/YYYY shows the invoices issued within it', async ({ page }) => {
  await signedIn(page);
  const all = await listInvoices(page, 'electricity');
  const dates = [...new Set(all.map((invoice) => invoice.date))].sort().reverse();
  const [from, to] = [dates[6]!, dates[3]!];
  const expected = all.filter((invoice) => invoice.date >= from && invoice.date <= to).map((invoice) => invoice.number);
  expect(expected.length).toBeLessThan(all.length);

  await page.getByTestId('invoices-filter-category').selectOption('date');
  await page.getByTestId('invoices-filter-operator').selectOption('between');
  await page.getByTestId('invoices-filter-value-0').fill(isoToShown(from));
  await page.getByTestId('invoices-filter-value-1').fill(isoToShown(to));
  await page.getByTestId('invoices-filter-add').click();
  await expect(chips(page).first()).toContainText(`${isoToShown(from)} – ${isoToShown(to)}`);
  const request = filteredRequest(page);
  await apply(page).click();
  expect(filterOf(await request)).toEqual([
    ['date_invoice', '>=', from],
    ['date_invoice', '<=', to],
  ]);
  await expect.poll(async () => (await rowsShown(page)).map((r) => r.number).sort()).toEqual([...expected].sort());
  for (const row of await rowsShown(page)) {
    const iso = row.date.split('/').reverse().join('-');
    expect(iso >= from && iso <= to, `${row.number} issued ${row.date}`).toBe(true);
  }
});

test('a date that is not a real DD/MM/YYYY date is refused in the form', async ({ page }) => {
  await signedIn(page);
  await page.getByTestId('invoices-filter-category').selectOption('date');
  await page.getByTestId('invoices-filter-value-0').fill('31/02/2025');
  await page.getByTestId('invoices-filter-add').click();
  await expect(page.getByTestId('invoices-filter-value-0')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('invoices-filter-value-0')).toHaveValue('31/02/2025');
  await expect(chips(page)).toHaveCount(0);
  await expect(apply(page)).toBeDisabled();
});

test('the payment state filter shows paid invoices, then open ones', async ({ page }) => {
  await signedIn(page);
  for (const [state, labels] of [
    ['paid', PAID_LABELS],
    ['open', OPEN_LABELS],
  ] as const) {
    await page.getByTestId('invoices-filter-category').selectOption('paid');
    await page.getByTestId('invoices-filter-value-0').selectOption(state);
    await page.getByTestId('invoices-filter-add').click();
    await expect(chips(page)).toHaveCount(1);
    const request = filteredRequest(page);
    await apply(page).click();
    expect(filterOf(await request)).toEqual([['state', '=', state]]);
    await expect
      .poll(async () => {
        const statuses = new Set((await rowsShown(page)).map((r) => r.status));
        return statuses.size > 0 && [...statuses].every((s) => (labels as readonly string[]).includes(s));
      })
      .toBe(true);
    await chips(page).first().locator('[data-testid$="-remove"]').click();
  }
});

test('contractName pre-filters the list, and another tab drops it', async ({ page }) => {
  await signedIn(page);
  const request = filteredRequest(page);
  await page.goto('/factures?contractName=0001002');
  expect(filterOf(await request)).toEqual([['polissa_id.name', 'in', ['0001002']]]);
  await expect(page.getByTestId('invoices-filter-chip-contract-name')).toBeVisible();
  await expect(page.getByTestId('invoices-filter-chip-contract-name-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => [...new Set((await rowsShown(page)).map((r) => r.contract))]).toEqual(['0001002']);

  await page.getByTestId('invoices-tab-gas').click();
  await expect(page).toHaveURL(/contractType=gas/);
  expect(page.url()).not.toContain('contractName');
  await expect(page.getByTestId('invoices-tab-gas')).toHaveAttribute('aria-selected', 'true');
  await expect(chips(page)).toHaveCount(0);
  await expect.poll(async () => [...new Set((await rowsShown(page)).map((r) => r.contract))]).toEqual(['0001003']);
});

test('an invoice downloads as PDF, as signed PDF and its consumption curve as CSV', async ({ page }) => {
  await signedIn(page);
  const invoices = await listInvoices(page, 'electricity', '0001001');
  // An old, paid invoice: no other test changes it.
  const invoice = invoices[invoices.length - 1]!;
  const fetchDocument = async (format: 'pdf' | 'signed_pdf' | 'curve_csv') => {
    await page.getByTestId(`invoice-download-${invoice.id}`).click();
    const download = page.waitForEvent('download');
    await page.getByTestId(`invoice-download-${invoice.id}-${format}`).click();
    const file = await download;
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  };

  const pdf = await fetchDocument('pdf');
  expect(pdf.name).toBe(`invoice-${invoice.number}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const signed = await fetchDocument('signed_pdf');
  expect(signed.name).toBe(`invoice-${invoice.number}-signed.pdf`);
  expect(signed.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const signedText = signed.bytes.toString('latin1');
  expect(signedText).toContain('/ByteRange');
  expect(signedText).toContain('adbe.pkcs7.detached');

  const curve = await fetchDocument('curve_csv');
  expect(curve.name).toBe(`invoice-${invoice.number}-curve.csv`);
  const lines = curve.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('cups;date;hour;kwh');
  expect(lines.length).toBeGreaterThan(24);
  expect(lines[1]?.split(';')).toHaveLength(4);
  await expect(page.getByTestId(`invoice-download-${invoice.id}-error`)).toHaveCount(0);
});

test('the company sees the multipoint tab, and a multipoint invoice lists its supply points', async ({ page }) => {
  await signedIn(page, 'company');
  await expect(page.getByTestId('invoices-tab-multipoint')).toBeVisible();
  await page.getByTestId('invoices-tab-multipoint').click();
  await expect(page.getByTestId('invoices-list-multipoint')).toBeVisible();
  const [invoice] = await listInvoices(page, 'multipoint');
  expect(invoice?.points.length).toBe(3);
  const toggle = page.getByTestId(`invoice-points-toggle-${invoice!.id}`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const points = page.getByTestId(`invoice-points-${invoice!.id}`);
  for (const point of invoice!.points) {
    await expect(points.getByRole('row').filter({ hasText: point.contract_name })).toContainText(point.cups_name);
  }
  await expect(points.locator('tbody tr')).toHaveCount(3);
  await expect(points).toContainText('0002001');
  await expect(points).toContainText('0002003');
});

test('the invoices page, with a filter being written and a chip, has no serious or critical violations', async ({ page }) => {
  await signedIn(page);
  await page.getByTestId('invoices-filter-category').selectOption('paid');
  await page.getByTestId('invoices-filter-value-0').selectOption('open');
  await page.getByTestId('invoices-filter-add').click();
  await page.getByTestId('invoices-filter-category').selectOption('date');
  await page.getByTestId('invoices-filter-operator').selectOption('between');
  await expect(chips(page)).toHaveCount(1);
  await expect(page.getByTestId('invoices-filter-changed')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('in Spanish the page title and the status labels are the Spanish ones', async ({ page, context }) => {
  // The page shows the catalogue's words (checked below); here, that they are not English ones.
  for (const key of ['invoices_title', 'invoices_title_electricity', 'invoice_status_paid', 'invoice_status_pending_collection']) {
    expect(message('es-ES', 'invoices', key), key).not.toBe(message('en-US', 'invoices', key));
  }
  await context.addCookies([{ name: 'lang', value: 'es-ES', url: E2E_SERVERS.main.url }]);
  await page.goto('/acceso');
  await acceptCookies(page);
  await signIn(page, 'domestic', '/acceso');
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await page.goto('/facturas');
  await expect(page).toHaveURL(/\/facturas$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('es-ES', 'invoices', 'invoices_title'));
  await expect(page.locator('#invoices-title-electricity')).toHaveText(message('es-ES', 'invoices', 'invoices_title_electricity'));
  await expect(page.locator('[data-status="paid"]').first()).toHaveText(message('es-ES', 'invoices', 'invoice_status_paid'));
  await expect(page.locator('[data-status="pending_collection"]').first()).toHaveText(
    message('es-ES', 'invoices', 'invoice_status_pending_collection'),
  );
});
