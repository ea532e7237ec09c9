import { expect, type Page } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, message, signIn } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';
import { demoReadOnlyToken } from './read-only-link.ts';

// The signed-in overview (docs/overview.md): the customers' default home at /.

const LANGUAGES = ['ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'] as const;

async function signedIn(page: Page, as: Parameters<typeof signIn>[1]) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, as);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('overview-debt')).toBeVisible();
}

test('the household lands on the overview: what it owes with Pay, the forecast with its days, the month and what waits', async ({
  page,
  ownCustomer,
}) => {
  await signedIn(page, ownCustomer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ca-ES', 'overview', 'overview_title'));
  await expect(page.getByTestId('overview-debt-total')).toContainText('€');
  // The forecast of the flat says the days it covers and that it is an estimate.
  const flat = ownCustomer.contract('0001001');
  await expect(page.getByTestId(`overview-forecast-${flat}-days`)).toContainText(/\d+ dies fins ara/);
  await expect(page.getByTestId('overview-forecast-estimate')).toBeVisible();
  await expect(page.getByTestId(`overview-consumption-${flat}-last-year`)).toContainText('Els mateixos dies');

  // The change waiting for signature leads to its contract.
  const house = ownCustomer.contract('0001002');
  await page.getByTestId(`overview-waiting-signature-${house}-iban-action`).click();
  await expect(page.getByTestId('contract-detail-page')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contractes/electricitat/${house}$`));

  // An answered request leads to its conversation, and once read it no longer waits.
  await page.goto('/');
  const answered = page.locator('[data-kind="case_answered"]').first();
  const number = (await answered.getAttribute('data-testid'))!.replace('overview-waiting-case-', '');
  await answered.getByRole('link').click();
  await expect(page.getByTestId('request-detail-page')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/solicituts/${number}$`));
  await page.goto('/');
  await expect(page.getByTestId('overview-debt')).toBeVisible();
  await expect(page.getByTestId(`overview-waiting-case-${number}`)).toHaveCount(0);

  // The month leads to the contract's consumption.
  await page.getByTestId(`overview-consumption-${flat}-action`).click();
  await expect(page).toHaveURL(new RegExp(`/contractes/electricitat/${flat}#consumption$`));

  // Pay opens the payment of that invoice on the invoices page.
  await page.goto('/');
  const pay = page.locator('[data-testid^="overview-debt-"][data-testid$="-action"][href*="action="]').first();
  const invoice = (await pay.getAttribute('data-testid'))!.replace('overview-debt-', '').replace('-action', '');
  await pay.click();
  await expect(page.getByTestId('payment-dialog')).toBeVisible();
  await expect(page.getByTestId('payment-dialog')).toContainText(invoice);
  await expect(page).toHaveURL(/\/factures\?/);
});

test("a read-only session's overview: Pay disabled with the reason shown, looks still lead where they say", async ({ page }) => {
  const token = await demoReadOnlyToken();
  await page.goto(`/?token=${token}`);
  // The cookies are answered once the session has started from the address (which it then
  // leaves): meanwhile the shell may render the banner afresh, and a click on the old one was
  // seen to hang until the test's timeout.
  await expect(page.getByTestId('overview-debt')).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  await acceptCookies(page);
  const pay = page.locator('button[data-testid^="overview-debt-"][data-testid$="-action"]').first();
  await expect(pay).toBeDisabled();
  const id = await pay.getAttribute('data-testid');
  await expect(page.getByTestId(`${id}-reason`)).toHaveText(message('ca-ES', 'overview', 'overview_read_only'));
  await expect(page.locator('[data-testid^="overview-consumption-"][data-testid$="-action"]').first()).toHaveAttribute(
    'href',
    /#consumption$/,
  );
  expect(await axeViolations(page)).toEqual([]);
});

for (const width of [390, 1366]) {
  test(`at ${width} px the overview passes axe and does not scroll sideways in all six languages`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signedIn(page, 'domestic');
    for (const language of LANGUAGES) {
      await context.addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, 'overview', 'overview_title'));
      await expect(page.getByTestId('overview-waiting')).toBeVisible();
      await expectNoSidewaysScroll(page, `overview ${language} at ${width} px`);
      expect(await axeViolations(page), `${language} at ${width} px`).toEqual([]);
    }
  });
}
