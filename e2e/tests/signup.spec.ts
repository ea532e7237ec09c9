import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, message, signIn } from './helpers.ts';
import { linkIn, waitForMail } from './mail.ts';
import { axeBuilder } from './page-checks.ts';
import { claimUnregisteredCustomer } from './unregistered-customer.ts';

// docs/signup.md: a customer with contracts and invoices but no account signs up from the login
// page with the e-mail the retailer has for them, gets the activation mail there through the
// run's real SMTP server, sets a password through its link and signs in. The portal speaks
// Catalan by default.

const PASSWORD = 'Alta-Nova-2026!';

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return (await axeBuilder(page).analyze()).violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** How far the page scrolls sideways (0: not at all). */
const sideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth);

test('a visitor signs up from the login page, keeps the draft across a reload, activates by mail and signs in', async ({ page }) => {
  const customer = claimUnregisteredCustomer();
  // The address on file, typed in capitals: sign-up compares addresses without case.
  const typed = customer.email.toUpperCase();
  const since = new Date();

  await page.goto('/acces');
  await acceptCookies(page);
  await page.getByTestId('login-signup-link').click();
  await expect(page).toHaveURL(/\/registre$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ca-ES', 'signup', 'signup_title'));
  expect(await axeViolations(page)).toEqual([]);

  await page.getByTestId('field-nif').fill(`ES${customer.nif}`);
  await page.getByTestId('field-contract').fill(customer.contract);
  await page.getByTestId('field-email').fill(typed);
  await page.getByTestId('field-email2').fill(typed);
  // The draft is written 1 s after the typing stops; a reload brings it back.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('portal.signup.draft') ?? '')).toContain(typed);
  await page.reload();
  await expect(page.getByTestId('field-nif')).toHaveValue(`ES${customer.nif}`);
  await expect(page.getByTestId('field-email2')).toHaveValue(typed);

  await page.getByTestId('field-acceptConditionsAndGdpr').check();
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-done')).toContainText(customer.email);
  expect(await page.evaluate(() => window.localStorage.getItem('portal.signup.draft'))).toBeNull();

  const mail = await waitForMail(customer.email, { since });
  const link = linkIn(mail, /\/activacio\?key=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/activacio$/);
  await expect(page.getByTestId('field-password')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-repeat').fill(PASSWORD);
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('activation-done')).toContainText(customer.nif);

  // The link opens once.
  await page.goto(link);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-repeat').fill(PASSWORD);
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('activation-error')).toContainText(message('ca-ES', 'signup', 'activation_link_invalid'));

  await signIn(page, { user: customer.nif, password: PASSWORD });
  await page.goto('/contractes/electricitat');
  await expect(page.getByTestId(`contracts-row-${customer.contract}`)).toBeVisible();
});

test('a sign-up whose data do not match lists why under cannot_signup and keeps the form', async ({ page }) => {
  await page.goto('/registre');
  await acceptCookies(page);
  await page.getByTestId('field-nif').fill('00000023T');
  await page.getByTestId('field-contract').fill('0001001');
  await page.getByTestId('field-email').fill('ningu@correu.example');
  await page.getByTestId('field-email2').fill('ningu@correu.example');
  await page.getByTestId('field-acceptConditionsAndGdpr').check();
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-errors')).toContainText(message('ca-ES', 'signup', 'cannot_signup'));
  await expect(page.getByTestId('field-nif')).toHaveValue('00000023T');
});

test('at 390 px neither page scrolls sideways; the activation page explains itself without a link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/registre');
  await acceptCookies(page);
  await expect(page.getByTestId('signup-submit')).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.goto('/activacio');
  await expect(page.getByTestId('activation-no-token')).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});
