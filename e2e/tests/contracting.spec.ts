import { expect, type Page } from '@playwright/test';
import { LANGUAGES } from '@portal/domain';
import { E2E_SERVERS } from '../servers.ts';
import {
  acceptConditions,
  CUPS,
  fillContract,
  fillElectricityWizard,
  fillInstallation,
  fillPayment,
  fillPerson,
  newPerson,
  next,
  onStep,
  PDF,
} from './contracting-steps.ts';
import { acceptCookies, message, signIn } from './helpers.ts';
import { linkIn, waitForMail } from './mail.ts';
import { test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// The contracting wizards on the demo portal (visitor-and-shell §2.3, §4.3; docs/contracting.md,
// docs/contracting-wizard.md): real calls, real leads and contracts, the activation mail through
// the test's SMTP catcher. Visitors contract with a new random NIF each run; the signed-in
// customer is a test's own (own-customer.ts). The demo data names the CUPS (README) and the
// seeded defaulted tax id 11111111H (docs/contracting.md, "Solvency and identity").

const PASSWORD = 'Contracte-Nou-2026!';

async function asVisitor(page: Page, path: string, language = 'ca-ES') {
  await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
  await page.goto(path);
  await acceptCookies(page);
  await expect(page.getByTestId('wizard-step-heading')).toBeVisible();
}

test('an electricity contract as a visitor: from the CUPS to the finish page and the activation mail, then the draft contract once signed in', async ({
  page,
}) => {
  const person = newPerson();
  const since = new Date();
  await asVisitor(page, '/nou-client-electricitat');
  await fillElectricityWizard(page, person, async (step) => {
    // Focus moves to the step's heading (docs/contracting-wizard.md).
    if (step === 'person') await expect(page.getByTestId('wizard-step-heading')).toBeFocused();
    if (step === 'confirmation') await expect(page.getByTestId('wizard-summary')).toContainText(person.nif);
  });
  const contract = ((await page.getByTestId('finish-contracts').textContent()) ?? '').match(/\d{7}/)?.[0];
  expect(contract).toBeTruthy();
  await expect(page.getByTestId('finish-activation')).toBeVisible();

  const mail = await waitForMail(person.email, { since });
  await page.goto(linkIn(mail, /\/activacio\?key=/));
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-repeat').fill(PASSWORD);
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('activation-done')).toContainText(person.nif);

  await signIn(page, { user: person.nif, password: PASSWORD });
  await page.goto('/contractes/electricitat');
  const row = page.getByTestId(`contracts-row-${contract}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(message('ca-ES', 'contracts', 'contract_status_signature_pending'));
});

test('a dual contract as a signed-in customer with a promotional code: the code is read once, its product offered, gas included', async ({
  page,
  ownCustomer,
}) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, ownCustomer);
  await page.goto('/nou-client-dual?promocode=BENVINGUDA');
  await expect(page.getByTestId('wizard-step-heading')).toBeVisible();
  await expect(page).toHaveURL(/\/nou-client-dual$/);
  // Signed in: no lead consent asked (§6).
  await expect(page.getByTestId('field-leadsConsent')).toHaveCount(0);
  await fillInstallation(page, { signedIn: true });
  await next(page);
  await onStep(page, 'person');
  // The person step comes filled from the profile.
  await expect(page.getByTestId('field-vat')).toHaveValue(ownCustomer.user);
  await page.getByTestId('field-commsLanguage').selectOption('ca-ES');
  await page.getByTestId('field-nifFaceup').setInputFiles(PDF);
  if ((await page.getByTestId('field-surName1').inputValue()) === '') await page.getByTestId('field-surName1').fill('Puig');
  if ((await page.getByTestId('field-mobile').inputValue()) === '') await page.getByTestId('field-mobile').fill('612345678');
  await next(page);
  await onStep(page, 'contract');
  await expect(page.getByTestId('field-promotionalCode')).toHaveValue('BENVINGUDA');
  await expect(page.getByTestId('contract-products')).toContainText(/Benvinguda/);
  await fillContract(page);
  await next(page);
  await onStep(page, 'gasContract');
  await page.getByTestId('field-includeGas').check();
  await page.getByTestId('field-cups').fill(CUPS.gas);
  await expect(page.getByTestId('field-accessTariff')).not.toHaveValue('');
  const gasOrigin = page.getByTestId('field-comerOrigin');
  if (await gasOrigin.count()) await gasOrigin.selectOption({ index: 1 });
  await page.getByTestId('product-6').or(page.locator('[data-testid^="product-"]').first()).first().check();
  await next(page);
  await onStep(page, 'payment');
  await fillPayment(page);
  await next(page);
  await onStep(page, 'confirmation');
  // Signed in: conditions treated as accepted (§6).
  await expect(page.getByTestId('field-acceptOVConditions')).toHaveCount(0);
  await next(page);
  await expect(page.getByTestId('contracting-finish')).toBeVisible();
  await expect(page.getByTestId('finish-contracts').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('finish-activation')).toHaveCount(0);
});

test('a product with an initial payment: the signed-in customer pays it by card from the finish page, and the invoice is paid', async ({
  page,
  ownCustomer,
}) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, ownCustomer);
  await page.goto('/nou-client-electricitat');
  await expect(page.getByTestId('wizard-step-heading')).toBeVisible();
  await fillInstallation(page, { signedIn: true });
  await next(page);
  await onStep(page, 'person');
  await page.getByTestId('field-commsLanguage').selectOption('ca-ES');
  await page.getByTestId('field-nifFaceup').setInputFiles(PDF);
  if ((await page.getByTestId('field-surName1').inputValue()) === '') await page.getByTestId('field-surName1').fill('Puig');
  if ((await page.getByTestId('field-mobile').inputValue()) === '') await page.getByTestId('field-mobile').fill('612345678');
  await next(page);
  await onStep(page, 'contract');
  await expect(page.getByTestId('field-power')).not.toHaveValue('');
  // The demo's Llum Indexada asks 20 € (docs/contracting-products.md).
  await page.getByRole('radio', { name: /Llum Indexada/ }).check();
  await next(page);
  await onStep(page, 'payment');
  await fillPayment(page);
  await next(page);
  await onStep(page, 'confirmation');
  await next(page);
  await expect(page.getByTestId('contracting-finish')).toBeVisible();
  const contract = ((await page.getByTestId('finish-contracts').textContent()) ?? '').match(/\d{7}/)?.[0];
  await expect(page.getByTestId('finish-payment')).toContainText('20,00');
  await page.getByTestId('finish-pay').click();

  // The invoices page opens the payment of the contract's initial-payment invoice.
  const dialog = page.getByTestId('payment-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(`INI-${contract}`);
  await expect(page.getByTestId('payment-amount')).toContainText('20,00');
  await expect(page.getByTestId('payment-submit')).toBeVisible();
  await page.getByTestId('field-card-number').fill('4242424242424242');
  await page.getByTestId('field-card-expiry').fill(`12/${String(new Date().getFullYear() + 5).slice(-2)}`);
  await page.getByTestId('field-card-cvc').fill('123');
  await page.getByTestId('field-card-postal-code').fill('17001');
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByTestId('payment-summary-invoice')).toHaveText(`INI-${contract}`);
  await expect(page.getByTestId('payment-summary-amount')).toContainText('20,00');
});

test('a gas contract as a visitor reaches the finish page', async ({ page }) => {
  await asVisitor(page, '/nou-client-gas');
  await fillInstallation(page, { cups: CUPS.gas, electricity: false });
  await next(page);
  await onStep(page, 'person');
  await fillPerson(page, newPerson());
  await next(page);
  await onStep(page, 'gasContract');
  await expect(page.getByTestId('field-accessTariff')).not.toHaveValue('');
  const origin = page.getByTestId('field-comerOrigin');
  if (await origin.count()) await origin.selectOption({ index: 1 });
  await page.locator('[data-testid^="product-"]').first().check();
  await next(page);
  await onStep(page, 'payment');
  await fillPayment(page);
  await next(page);
  await onStep(page, 'confirmation');
  await acceptConditions(page);
  await next(page);
  await expect(page.getByTestId('contracting-finish')).toBeVisible();
  await expect(page.getByTestId('finish-contracts')).toContainText(/\d{7}/);
});

test('a holder in the defaulted list gets badScore and cannot go on; going back clears it', async ({ page }) => {
  await asVisitor(page, '/nou-client-electricitat');
  await fillInstallation(page);
  await next(page);
  await onStep(page, 'person');
  await fillPerson(page, { ...newPerson(), nif: '11111111H' });
  await next(page);
  await expect(page.getByTestId('lead-error-bad-score')).toContainText(message('ca-ES', 'contracting', 'contracting_leads_bad_score'));
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  await page.getByTestId('wizard-previous').click();
  await onStep(page, 'installation');
  await expect(page.getByTestId('lead-error-bad-score')).toHaveCount(0);
});

test('a known tax id under another name gets dniInvalid: the person step is blocked until the name is edited', async ({ page }) => {
  await asVisitor(page, '/nou-client-electricitat');
  await fillInstallation(page);
  await next(page);
  await onStep(page, 'person');
  // 12345678Z is the demo household's holder; this is not their name.
  await fillPerson(page, { ...newPerson(), nif: '12345678Z', name: 'Pere', surname: 'Ningú' });
  await next(page);
  await expect(page.getByTestId('lead-error-dni-invalid')).toContainText(message('ca-ES', 'contracting', 'contracting_dni_not_registered'));
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  await page.getByTestId('field-name').fill('Marta');
  await expect(page.getByTestId('lead-error-dni-invalid')).toHaveCount(0);
  await expect(page.getByTestId('wizard-next')).toBeEnabled();
});

test('a supply point that cannot be switched stops the process', async ({ page }) => {
  await asVisitor(page, '/nou-client-electricitat');
  await page.getByTestId('field-cups').fill(CUPS.notAvailable);
  await expect(page.getByTestId('cups-not-available')).toContainText(message('ca-ES', 'contracting', 'contracting_cups_not_available'));
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
});

test('on a phone: the progress bar with n / total and the fixed bottom bar, no stepper, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await asVisitor(page, '/nou-client-dual');
  await expect(page.getByTestId('wizard-progress-count')).toHaveText('1 / 7');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('wizard-stepper')).toHaveCount(0);
  await expect(page.getByTestId('wizard-bottom-bar')).toBeVisible();
  await expectNoSidewaysScroll(page, 'dual wizard at 390 px');
  await fillInstallation(page);
  await next(page);
  await onStep(page, 'person');
  await expect(page.getByTestId('wizard-progress-count')).toHaveText('2 / 7');
});

test('with the keyboard alone: the installation step filled and sent, the focus on the next step heading', async ({ page }) => {
  await asVisitor(page, '/nou-client-electricitat');
  const type = async (testId: string, text: string) => {
    await page.getByTestId(testId).focus();
    await page.keyboard.type(text);
  };
  await type('field-cups', CUPS.available20TD);
  await expect(page.getByTestId('installation-cups-lookup-status')).not.toBeEmpty();
  await type('field-address.dp', '08001');
  await expect(page.getByTestId('field-address.province')).toHaveValue(/Barcelona/i);
  await page.getByTestId('field-address.tv').focus();
  await page.keyboard.press('ArrowDown');
  await type('field-address.nv', 'Major');
  await type('field-address.pnp', '12');
  await page.getByTestId('field-comerOrigin').focus();
  await page.keyboard.press('ArrowDown');
  for (const box of ['field-acceptMorosityVerification', 'field-leadsConsent']) {
    await page.getByTestId(box).focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId(box)).toBeChecked();
  }
  // From the last box, Tab reaches Next, and Enter sends the step.
  for (let i = 0; i < 10 && !(await page.getByTestId('wizard-next').evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(page.getByTestId('wizard-next')).toBeFocused();
  await page.keyboard.press('Enter');
  await onStep(page, 'person');
  await expect(page.getByTestId('wizard-step-heading')).toBeFocused();
});

// Every step of a wizard, in each language, at 390 and 1366 px: zero axe violations, no sideways scroll.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const language of LANGUAGES) {
    test(`${language} at ${viewport.width} px: every step of the electricity wizard passes axe without sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await asVisitor(page, '/nou-client-electricitat', language);
      const check = async (step: string) => {
        expect(await axeViolations(page), `${step}`).toEqual([]);
        await expectNoSidewaysScroll(page, `${language} ${step} at ${viewport.width}px`);
      };
      await check('installation');
      await fillElectricityWizard(page, newPerson(), check);
    });
  }
}
