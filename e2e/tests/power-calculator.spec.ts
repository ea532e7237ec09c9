import { expect, type Page } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, message } from './helpers.ts';
import { waitForMail } from './mail.ts';
import { test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// The power calculator at /potencia (docs/power-calculator.md; visitor-and-shell §2.5, §4.4, §9)
// and its lead form (§2.4). The demo settings turn it on; the gates-off portal turns it off.
// ES0031400000002000JF is the README's 2.0TD household of the registry, 4.6 kW in both periods.
const DEMO_CUPS = 'ES0031400000002000JF';
const PATHS = {
  'ca-ES': '/potencia',
  'es-ES': '/potencia',
  'en-US': '/power',
  'gl-ES': '/potencia',
  'fr-FR': '/puissance',
  'de-DE': '/leistung',
} as const;
type TLanguage = keyof typeof PATHS;
/** A lead form's ticket must be this old before it is accepted (CONTACT_TICKET_MIN_AGE_SECONDS, 3 by default). */
const TICKET_MIN_AGE_MS = 3000;

async function openIn(page: Page, language: TLanguage) {
  await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
  await page.goto(PATHS[language]);
  // The page loads after the shell, whose cookie banner is up by then: accepting it only after
  // the form shows does not race the banner's arrival.
  await expect(page.getByTestId('power-calculator-form')).toBeVisible();
  await acceptCookies(page);
}

/** A flat of 80 m² for three: an oven, two televisions and an 80-litre water heater, "some" at once. */
async function sizeThePower(page: Page) {
  await page.getByTestId('field-cups').fill(DEMO_CUPS);
  await page.getByTestId('field-area').fill('80');
  await page.getByTestId('field-numPersones').fill('3');
  await page.getByTestId('switch-oven').check();
  await page.getByTestId('switch-tv').check();
  await page.getByTestId('quantity-tv').fill('2');
  await page.getByTestId('switch-waterHeater').check();
  await page.getByTestId('option-waterHeater').selectOption('80');
  await page.getByTestId('power-calculate').click();
  await expect(page.getByTestId('power-calculator-result')).toBeVisible();
}

test('a visitor sizes the power, sees how it compares with the demo point’s, and sends the lead', async ({ page }) => {
  const email = `potencia-${Date.now()}@example.com`;
  const since = new Date();
  const ticket = page.waitForResponse((response) => response.url().includes('/api/v1/leads/ticket'));
  await openIn(page, 'ca-ES');
  await expect(page.getByTestId('power-calculate')).toBeDisabled();
  await sizeThePower(page);
  // oven 2 × 0.4 + 2 TVs × 0.2 × 0.4 + water heater 80 L 2 × 0.4 = 1.76 kW
  await expect(page.getByTestId('power-result-value')).toHaveText(/^1,76\s*kW$/);
  await expect(page.getByTestId('power-result-heading')).toBeFocused();
  const advice = page.getByTestId('power-advice');
  await expect(advice).toContainText(/4,6\s*kW/);
  await expect(advice).toContainText(message('ca-ES', 'power-calculator', 'power_calculator_advice_lower'));
  await expect(page.getByTestId('power-advice-saving')).toContainText('€');
  await ticket;
  const opened = Date.now();

  await page.getByTestId('field-name').fill('Núria');
  await page.getByTestId('field-surname1').fill('Vila');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-telephone').fill('612 345 678');
  await page.getByTestId('field-contactHours').selectOption('15-19h');
  await page.getByTestId('field-consent').check();
  // A person takes longer than the ticket's minimum age; a test types faster.
  await page.waitForTimeout(Math.max(0, TICKET_MIN_AGE_MS + 500 - (Date.now() - opened)));
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/leads/potencia') && response.request().method() === 'POST',
  );
  await page.getByTestId('power-lead-submit').click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('power-lead-sent')).toContainText(message('ca-ES', 'shared', 'lead_form_thanks_title'));
  await waitForMail(email, { since });
});

test('the form says what is missing and keeps Calculate off until something is typed', async ({ page }) => {
  await openIn(page, 'ca-ES');
  await expect(page.getByTestId('power-calculate')).toBeDisabled();
  await page.getByTestId('field-area').fill('80.5');
  await page.getByTestId('power-calculate').click();
  await expect(page.getByText(message('ca-ES', 'shared', 'whole_number_required'))).toBeVisible();
  await expect(page.getByText(message('ca-ES', 'power-calculator', 'people_required'))).toBeVisible();
  await expect(page.getByTestId('power-appliances-error')).toHaveText(message('ca-ES', 'power-calculator', 'appliance_required'));
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const language of Object.keys(PATHS) as TLanguage[]) {
    test(`${language} at ${viewport.width} px: no axe violation and no sideways scroll, form and result`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openIn(page, language);
      await page.getByTestId('switch-swimmingPool').check();
      await page.getByTestId('switch-heatPump').check();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page, `${language} form`);
      await page.getByTestId('option-swimmingPool').fill('40');
      await page.getByTestId('option-heatPump').fill('80');
      await sizeThePower(page);
      await expect(page.getByTestId('power-advice')).toBeVisible();
      await expect(page.getByTestId('power-lead-form')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page, `${language} result`);
    });
  }
}

test('the page is gone when the setting is off', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${E2E_SERVERS.gatesOff.url}/potencia`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByTestId('power-calculator-page')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
