import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { DEMO_STAFF, E2E_SERVERS } from '../servers.ts';
import { message, signIn } from './helpers.ts';
import { waitForMail } from './mail.ts';
import { test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// The price alerts at /omipComponent (docs/price-alerts.md; visitor-and-shell §2.1, §2.9, §5.5, §8):
// private, the bare outlet without the shell's chrome. The demo settings turn it on and seed
// OMIP prices and the household's two alerts; the gates-off portal turns it off.
const LANGUAGES = ['ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'] as const;
const HEADER = 'Trading Date;Contract;Nominal Value (MWh);Reference Price D-1 (€/MWh);Reference Price D (€/MWh)';

/** `npm run staff -- omip <file>` against the main portal, as the retailer imports OMIP's file into a running portal. */
async function importPrices(...settlements: [day: string, product: string, price: string][]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'omip-e2e-'));
  const file = path.join(dir, 'omip.csv');
  await writeFile(file, `${[HEADER, ...settlements.map(([day, product, price]) => `${day};${product};8760;;${price}`)].join('\n')}\n`);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/staff-cli/main.ts', 'omip', file], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORTAL_URL: E2E_SERVERS.main.url,
      STAFF_EMAIL: DEMO_STAFF.email,
      STAFF_PASSWORD: DEMO_STAFF.password,
      STAFF_TOKEN_FILE: 'none',
    },
  });
  return stdout;
}

async function openIn(page: Page, language: (typeof LANGUAGES)[number]) {
  await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
  await page.goto('/omipComponent');
  await expect(page.getByTestId('price-alerts-page')).toBeVisible();
}

test('add an alert, an imported price crosses it: one mail, "last fired" in the table; then delete it', async ({ page, ownCustomer }) => {
  // A product of its own, so no other test's alert or import meets it.
  const product = `FTB E2E-${Date.now().toString(36).toUpperCase()}`;
  expect(await importPrices(['2031-01-02', product, '50,00'])).toContain('1 settlement prices stored for 1 products');

  await signIn(page, ownCustomer);
  await openIn(page, 'ca-ES');
  // The bare outlet: none of the shell's chrome.
  await expect(page.getByTestId('bare-layout')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByTestId('price-alerts-empty')).toBeVisible();

  // §5.5: Add stays off until product, type and a non-negative price are given.
  const add = page.getByTestId('price-alert-add');
  await expect(add).toBeDisabled();
  await page.getByTestId('field-product').fill(product);
  await page.getByRole('option', { name: new RegExp(product) }).click();
  await page.getByTestId('field-type').selectOption('>');
  await page.getByTestId('field-price').fill('-1');
  await expect(add).toBeDisabled();
  await page.getByTestId('field-price').fill('55');
  await expect(add).toBeEnabled();
  await add.click();
  const row = page.getByTestId('price-alerts-table').locator('[data-testid^="price-alert-"]').filter({ hasText: product });
  await expect(row.getByTestId('price-alert-last-fired')).toHaveText(message('ca-ES', 'price-alerts', 'price_alerts_never_fired'));
  await expect(page.getByTestId('field-price')).toHaveValue('');

  // OMIP's next settlement is above 55: the alert fires once, whatever the imports that repeat it.
  const since = new Date();
  expect(await importPrices(['2031-01-03', product, '56,10'])).toContain('1 alerts fired, 1 mails written');
  expect(await importPrices(['2031-01-03', product, '56,10'])).toContain('0 alerts fired, 0 mails written');
  const mail = await waitForMail(ownCustomer.email, { subject: new RegExp(`Alerta de preu: ${product}`), since });
  expect(mail.text.replace(/\s/g, ' ')).toContain('56,10 €/MWh');

  await page.reload();
  await expect(row.getByTestId('price-alert-last-fired')).toContainText(/56,10\s€\/MWh/);
  await expect(row.getByTestId('price-alert-chart')).toBeVisible();

  await row.getByTestId('price-alert-delete').click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('price-alerts-empty')).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const language of LANGUAGES) {
    test(`${language} at ${viewport.width} px: no axe violation and no sideways scroll, with the household’s alerts`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page);
      await openIn(page, language);
      await expect(page.getByTestId('price-alerts-table')).toBeVisible();
      await expect(page.getByTestId('price-alert-chart').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page, `${language} alerts`);
      // The form half filled, the autocomplete focused: still nothing axe would report.
      await page.getByTestId('field-price').fill('12');
      await page.getByTestId('field-product').focus();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('the page is gone when its setting is off', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${E2E_SERVERS.gatesOff.url}/omipComponent`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByTestId('price-alerts-page')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
