import { expect, type Page } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, listInvoices, signIn } from './helpers.ts';
import { test } from './own-customer.ts';

// Issue 11: Chromium has no Galician locale data, so a Galician customer read "€54.72" and
// "Mar 15, 2021"; in English the list said 05/11/2026 where the PDF said 11/05/2026. The expected
// strings here are written from the rules of the table (docs/decisions.md), not with the domain's
// formatters, so the test checks the rules and not the code against itself.

const grouped = (whole: string, mark: string) => whole.replace(/\B(?=(\d{3})+$)/g, mark);

/** es/ca/gl/de: '1.409,58 €' (a no-break space before the sign); en-US: '€1,409.58'. */
function expectedMoney(amount: number, language: 'gl-ES' | 'en-US'): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const sign = amount < 0 ? '-' : '';
  return language === 'en-US' ? `${sign}€${grouped(whole, ',')}.${cents}` : `${sign}${grouped(whole, '.')},${cents}\u00a0€`;
}

/** DD/MM/YYYY in Galician (the Spanish order), MM/DD/YYYY in English. */
function expectedDate(iso: string, language: 'gl-ES' | 'en-US'): string {
  const [year, month, day] = iso.split('-');
  return language === 'en-US' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

const LOGIN_PATH = { 'gl-ES': '/acceso', 'en-US': '/login' } as const;

async function signedInAs(page: Page, language: 'gl-ES' | 'en-US', as: { user: string; password: string }) {
  await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
  await page.goto(LOGIN_PATH[language]);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await acceptCookies(page);
  await signIn(page, as, LOGIN_PATH[language]);
  await expect(page.getByTestId('invoices-page')).toBeVisible();
}

test.use({ viewport: { width: 1366, height: 900 } });

for (const language of ['gl-ES', 'en-US'] as const) {
  test(`the invoice list writes amounts and dates the ${language} way`, async ({ page, ownCustomer }) => {
    await signedInAs(page, language, ownCustomer);
    const [invoice] = await listInvoices(page);
    if (!invoice) throw new Error('the test customer has no invoices');
    const row = page.getByTestId(`invoice-row-${invoice.id}`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(expectedMoney(invoice.amount_total, language));
    await expect(row).toContainText(expectedDate(invoice.date, language));
    // Never the other language's convention: no "€54.72" in Galician, no "54,72 €" in English.
    const cells = await row.locator(':scope > th, :scope > td').allTextContents();
    // (A stacked cell holds the amount and the energy: "54,72 €164,765 kWh".)
    const wrong = language === 'en-US' ? /\d,\d{2}\s€/ : /€[\d,]+\.\d{2}/;
    expect(cells.filter((cell) => wrong.test(cell))).toEqual([]);
  });
}
