import { expect, type Page } from '@playwright/test';
import { acceptCookies, message, signIn, type TSignInAs } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// The ATC claim (customer-area §2, §4, §5, §7): filed from the contract card's claim
// button (reclamATCContract, on in the demo settings) with the contract preselected, and from the
// claims page the menu leads to (reclamATCMenu). Each test files claims as its own customer.

const t = (key: string) => message('ca-ES', 'claims', key);

async function signedIn(page: Page, as: TSignInAs) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, as);
}

async function chooseTypeAndSubtype(page: Page) {
  const tipus = page.getByTestId('field-tipus');
  await expect(tipus).toBeEnabled();
  await tipus.selectOption({ index: 1 });
  const subtipus = page.getByTestId('field-subtipus');
  await expect(subtipus).toBeEnabled();
  await subtipus.selectOption({ index: 1 });
}

test('a claim filed from the contract card names that contract and answers with its case number', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  const contract = ownCustomer.contract('0001001');
  await page.goto(`/contractes/electricitat/${contract}`);
  await page.getByTestId('button-claim').click();
  await expect(page).toHaveURL(new RegExp(`/reclamacions\\?contract=${contract}$`));
  await expect(page.getByTestId('field-contract')).toHaveValue(contract);
  expect(await axeViolations(page)).toEqual([]);

  // Sending without a description keeps everything chosen and says what is missing.
  await chooseTypeAndSubtype(page);
  await page.getByTestId('atc-claim-submit').click();
  await expect(page.getByText(message('ca-ES', 'translation', 'required_field')).first()).toBeVisible();
  await expect(page.getByTestId('field-contract')).toHaveValue(contract);

  await page.getByTestId('field-comments').fill('La lectura de la factura d’octubre no és la del comptador.');
  await page.getByTestId('field-attachment').setInputFiles({
    name: 'foto-comptador.png',
    mimeType: 'image/png',
    // A real PNG: the server reads the type from the bytes.
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await page.getByTestId('atc-claim-submit').click();
  const sent = page.getByTestId('atc-claim-sent');
  await expect(sent).toContainText(/ATC-\d{4}-\d{6}/);
  const number = (await sent.textContent())?.match(/ATC-\d{4}-\d{6}/)?.[0];
  expect(number).toBeTruthy();
  expect(await axeViolations(page)).toEqual([]);

  // Another claim starts from an empty form with the same contract.
  await page.getByTestId('atc-claim-again').click();
  await expect(page.getByTestId('field-contract')).toHaveValue(contract);
  await expect(page.getByTestId('field-comments')).toHaveValue('');
});

test('the claims page from the menu, at a phone’s width, has no sideways scroll', async ({ page, ownCustomer }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, ownCustomer);
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-claims').click();
  await expect(page).toHaveURL(/\/reclamacions$/);
  await expect(page.getByRole('form', { name: t('atc_claim_title') })).toBeVisible();
  await expect(page.getByTestId('field-tipus')).toBeEnabled();
  await expectNoSidewaysScroll(page, 'claims at 390 px');
  expect(await axeViolations(page)).toEqual([]);
});
