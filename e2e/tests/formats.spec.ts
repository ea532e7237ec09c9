import { expect, type Page, test } from '@playwright/test';
import { buildPath } from '@portal/domain';
import { DEMO, E2E_SERVERS } from '../servers.ts';
import { acceptCookies, listInvoices, signIn } from './helpers.ts';

// Chromium has no Galician locale data, so a Galician customer read "€54.72" and
// "Mar 15, 2021"; in English the list said 05/11/2026 where the PDF said 11/05/2026. The expected
// strings here are written from the rules of the table (docs/decisions.md), not with the domain's
// formatters, so the test checks the rules and not the code against itself.

const grouped = (whole: string, mark: string) => whole.replace(/\B(?=(\d{3})+$)/g, mark);

const LANGUAGES = ['ca-ES', 'es-ES', 'gl-ES', 'fr-FR', 'de-DE', 'en-US'] as const;
type TLanguage = (typeof LANGUAGES)[number];

/**
 * es/ca/gl/de: '1.409,58 €'; fr: '1 409,58 €' (a narrow no-break space between groups); en-US:
 * '€1,409.58'. A no-break space before the sign.
 */
function expectedMoney(amount: number, language: TLanguage): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const sign = amount < 0 ? '-' : '';
  if (language === 'en-US') return `${sign}€${grouped(whole, ',')}.${cents}`;
  return `${sign}${grouped(whole, language === 'fr-FR' ? '\u202f' : '.')},${cents}\u00a0€`;
}

/** DD/MM/YYYY (the Spanish order, Galician and French too), DD.MM.YYYY in German, MM/DD/YYYY in English. */
function expectedDate(iso: string, language: TLanguage): string {
  const [year, month, day] = iso.split('-');
  if (language === 'en-US') return `${month}/${day}/${year}`;
  return language === 'de-DE' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

/**
 * The other conventions' shapes: no '€54.72' outside English, no '54,72 €' in English. (The
 * English shape must not match a stacked cell's '1.409,58 €7.231,002 kWh'.)
 */
const ENGLISH_MONEY = /€\d{1,3}(,\d{3})*\.\d{2}(?!\d)/;
const EURO_AFTER = /\d,\d{2}\s€/;
const wrongMoney = (language: TLanguage) => (language === 'en-US' ? EURO_AFTER : ENGLISH_MONEY);

const LOGIN_PATH: Record<TLanguage, string> = {
  'ca-ES': '/acces',
  'es-ES': '/acceso',
  'gl-ES': '/acceso',
  'fr-FR': '/connexion',
  'de-DE': '/anmelden',
  'en-US': '/login',
};

async function signedInAs(page: Page, language: TLanguage, as: { user: string; password: string }) {
  await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
  await page.goto(LOGIN_PATH[language]);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await acceptCookies(page);
  await signIn(page, as, LOGIN_PATH[language]);
  // Sign-in lands on the overview: the invoices are what these tests read.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await page.goto(buildPath('invoices', language));
  await expect(page.getByTestId('invoices-page')).toBeVisible();
}

test.use({ viewport: { width: 1366, height: 900 } });

// The company persona only reads: its 3.0TD invoices run to four figures, so the thousands mark shows.
for (const language of LANGUAGES) {
  test(`the invoice list writes amounts and dates the ${language} way`, async ({ page }) => {
    await signedInAs(page, language, DEMO.company);
    const rows = page.locator('[data-testid^="invoice-row-"]');
    await expect(rows.first()).toBeVisible();
    // The company lands on its multipoint invoices: the rows are of the list on screen.
    const list = await page.locator('[data-testid^="invoices-list-"]').getAttribute('data-testid');
    const kind = list?.replace('invoices-list-', '') as 'electricity' | 'gas' | 'multipoint';
    const invoices = new Map((await listInvoices(page, kind)).map((invoice) => [String(invoice.id), invoice]));
    const shownIds = (await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-testid')))).map((id) =>
      String(id).replace('invoice-row-', ''),
    );
    const invoice = shownIds.map((id) => invoices.get(id)).find((listed) => listed && listed.amount_total >= 1000);
    if (!invoice) throw new Error(`no invoice of 1,000 € or more among the rows shown (${shownIds.join(', ')})`);
    const row = page.getByTestId(`invoice-row-${invoice.id}`);
    await expect(row).toContainText(expectedMoney(invoice.amount_total, language));
    await expect(row).toContainText(expectedDate(invoice.date, language));
    // Never another language's convention. (A stacked cell holds the amount and the energy:
    // "1.409,58 €7.231,002 kWh".)
    const cells = await row.locator(':scope > th, :scope > td').allTextContents();
    expect(cells.filter((cell) => wrongMoney(language).test(cell))).toEqual([]);
  });
}
