import { expect, type Page, test } from '@playwright/test';
import { buildPath, LANGUAGES, type TLanguage } from '@portal/domain';
import { DEMO_REGISTRY_CUPS } from '../../apps/api/src/seed/demo/demo-registry-cups.ts';
import { simplePdf } from '../../apps/api/src/seed/demo/pdf-bytes.ts';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, message } from './helpers.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// The comparators as a visitor meets them (docs/comparator-web.md): /comparador and
// /comparador-gas on the demo portal, whose settings turn the comparator on, against the demo
// registry's CUPS (apps/api/src/seed/demo/demo-registry.ts) and the demo's prices.

/** A lead form's ticket must be this old before it is accepted (as the unsigned contact form's). */
const TICKET_MIN_AGE_MS = 3000;

/** The lead form's ticket, fetched when the form opens: its age counts from its answer, not the click. */
const ticketIssued = (page: Page) => page.waitForResponse((response) => response.url().includes('/api/v1/leads/ticket'));

/** Sends the lead form once its ticket is old enough, and answers the send's status. */
async function sendLead(page: Page, issuedAt: number) {
  // A person takes longer than the ticket's minimum age; a test types faster.
  await page.waitForTimeout(Math.max(0, TICKET_MIN_AGE_MS + 500 - (Date.now() - issuedAt)));
  const sent = page.waitForResponse(
    (response) => response.url().includes('/price-compare/confirm') && response.request().method() === 'POST',
  );
  await page.getByTestId('compare-lead-submit').click();
  return (await sent).status();
}
const words = (language: TLanguage, key: string) => message(language, 'comparator', key);

async function open(page: Page, route: 'comparator' | 'gasComparator', language: TLanguage = 'ca-ES') {
  await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
  await page.goto(buildPath(route, language));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await acceptCookies(page);
  await expect(page.getByTestId(route === 'gasComparator' ? 'gas-comparator-page' : 'comparator-page')).toBeVisible();
}

/** An electricity bill of the demo's 2.0TD point, its powers and tariff filled by the lookup. */
async function fillElectricityBill(page: Page, language: TLanguage = 'ca-ES') {
  await page.getByTestId('field-cups').fill(DEMO_REGISTRY_CUPS.available20TD);
  await expect(page.getByTestId('cups-lookup-status')).toHaveAttribute('data-status', 'found');
  await expect(page.getByTestId('field-power')).not.toHaveValue('');
  await expect(page.getByTestId('field-accessTariff')).not.toHaveValue('');
  await expect(page.getByTestId('field-comerOrigin').locator('option').nth(1)).toBeAttached();
  await page.getByTestId('field-comerOrigin').selectOption({ index: 1 });
  await page.getByTestId('field-p1').fill('90');
  await page.getByTestId('field-p2').fill('70');
  await page.getByTestId('field-p3').fill('120');
  await typeDate(page, 'startDate', '2025-01-01', language);
  await typeDate(page, 'endDate', '2025-01-31', language);
  await page.getByTestId('field-invoiceAmount').fill('95');
}

async function fillGasBill(page: Page, language: TLanguage = 'ca-ES') {
  await expect(page.getByTestId('field-access_tariff').locator('option').nth(1)).toBeAttached();
  await page.getByTestId('field-cups').fill(DEMO_REGISTRY_CUPS.gas);
  await expect(page.getByTestId('cups-lookup-status')).toHaveAttribute('data-status', 'found');
  await expect(page.getByTestId('field-access_tariff')).not.toHaveValue('');
  await expect(page.getByTestId('field-comerOrigin').locator('option').nth(1)).toBeAttached();
  await page.getByTestId('field-comerOrigin').selectOption({ index: 1 });
  await page.getByTestId('field-consumption').fill('600');
  await typeDate(page, 'startDate', '2025-01-01', language);
  await typeDate(page, 'endDate', '2025-01-31', language);
  await page.getByTestId('field-invoiceAmount').fill('80');
}

/** A day typed as the page's language writes it (the shared date field reads it so). */
async function typeDate(page: Page, field: 'startDate' | 'endDate', day: string, language: TLanguage) {
  const [year, month, date] = day.split('-');
  const typed =
    language === 'en-US' ? `${month}/${date}/${year}` : language === 'de-DE' ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
  await page.getByTestId(`field-${field}`).fill(typed);
}

async function fillLead(page: Page, prefix: string) {
  await page.getByTestId('field-name').fill('Marta');
  await page.getByTestId('field-surname1').fill('Puig');
  await page.getByTestId('field-email').fill(`visitant-${Date.now()}@example.com`);
  await page.getByTestId('field-telephone').fill('612 345 678');
  await page.getByTestId('field-contactHours').selectOption('9-13h');
  await page.getByTestId('field-consent').check();
  await expect(page.getByTestId(`${prefix}-submit`)).toBeEnabled();
}

test('a visitor compares an electricity bill from a CUPS lookup, reads the result and sends the lead', async ({ page }) => {
  await open(page, 'comparator');
  await fillElectricityBill(page);
  await page.getByTestId('compare-submit').click();
  const heading = page.getByTestId('compare-result-title');
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('compare-header')).not.toBeEmpty();
  await expect(page.getByTestId('breakdown-tax').first()).toBeVisible();
  await expect(page.getByTestId('compare-breakdown')).toContainText(words('ca-ES', 'comparator_special_electricity_tax'));
  await expect(page.getByTestId('compare-yearly')).toContainText(words('ca-ES', 'comparator_yearly_title'));
  // The demo settings' product page (comparator.productsUrl).
  await expect(page.getByTestId('compare-our-products')).toHaveAttribute('href', 'https://www.energiademo.example/tarifes');
  // Back keeps every value typed.
  await page.getByTestId('compare-back').click();
  await expect(page.getByTestId('field-p3')).toHaveValue('120');
  const ticket = ticketIssued(page);
  await page.getByTestId('compare-submit').click();
  await expect(page.getByTestId('compare-result-title')).toBeVisible();
  await ticket;
  const issuedAt = Date.now();
  await fillLead(page, 'compare-lead');
  expect(await sendLead(page, issuedAt)).toBe(200);
  await expect(page.getByTestId('compare-lead-sent')).toBeVisible();
});

test('a visitor compares a gas bill', async ({ page }) => {
  await open(page, 'gasComparator');
  await fillGasBill(page);
  await page.getByTestId('compare-submit').click();
  await expect(page.getByTestId('compare-result-title')).toBeFocused();
  await expect(page.getByTestId('breakdown-line').first()).toBeVisible();
  await expect(page.getByTestId('compare-breakdown')).toContainText(words('ca-ES', 'comparator_line_fixed'));
  await expect(page.getByTestId('compare-breakdown')).toContainText(words('ca-ES', 'comparator_line_variable'));
});

test('a visitor sends an invoice in the manual mode', async ({ page }) => {
  await open(page, 'comparator');
  const ticket = ticketIssued(page);
  await page.getByTestId('compare-mode-manual').check();
  await ticket;
  const issuedAt = Date.now();
  await page.getByTestId('field-manual-cups').fill(DEMO_REGISTRY_CUPS.available20TD);
  await fillLead(page, 'compare-lead');
  await page
    .getByTestId('field-invoice')
    .setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: simplePdf('Factura de llum', ['Import: 95,00 €']) });
  await expect(page.getByTestId('file-chosen')).toHaveCount(1);
  expect(await sendLead(page, issuedAt)).toBe(200);
  await expect(page.getByTestId('compare-invoice-sent')).toBeVisible();
});

for (const language of LANGUAGES) {
  test(`both comparators in ${language}: form and result with no axe violation and no sideways scroll at 390 and 1366 px`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const check = async (label: string) => {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoSidewaysScroll(page, `${label} ${language} ${width}`);
        expect(await axeViolations(page), `${label} ${language} ${width}`).toEqual([]);
      }
    };
    await open(page, 'comparator', language);
    await check('electricity form');
    await fillElectricityBill(page, language);
    await page.getByTestId('compare-submit').click();
    await expect(page.getByTestId('compare-result-title')).toHaveText(words(language, 'comparator_result_title'));
    await expect(page.getByTestId('compare-header')).not.toBeEmpty();
    await check('electricity result');

    await open(page, 'gasComparator', language);
    await check('gas form');
    await fillGasBill(page, language);
    await page.getByTestId('compare-submit').click();
    await expect(page.getByTestId('compare-result-title')).toBeVisible();
    await expect(page.getByTestId('compare-header')).not.toBeEmpty();
    await check('gas result');
  });
}
