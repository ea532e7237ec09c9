import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { acceptCookies, listInvoices, message, payByApi, signIn, type TListedInvoice, type TSignInAs } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeBuilder } from './page-checks.ts';

// Payable demo invoices (apps/api/src/seed/demo/demo-invoices-data.ts): contract 0001001 of the
// household persona has its four newest invoices open (two pending transfers, one unpaid, one
// partially paid), 0001002 its second newest. A test that pays, or leaves an attempt behind,
// does it as its own copy of the persona (ownCustomer), so no other test, and no other run of
// the same test, sees the invoice change. Invoices are picked by contract and rank, as numbers
// follow the seed day: 0001001 rank 0 — card success; rank 1 — declines, then success; rank 2 —
// 3-D Secure completed; rank 3 — 3-D Secure cancelled (stays partially paid). The accessibility
// check only reads, on the shared persona's 0001002 rank 1. Sandbox cards:
// packages/domain/src/payments (SANDBOX_TEST_CARDS).

const CARD = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authentication: '4000002500003155',
} as const;

/** A card expiry some years ahead of the day the suite runs, so the cards never expire. */
const EXPIRY = { month: 12, year: new Date().getFullYear() + 5 };
const EXPIRY_TYPED = `${EXPIRY.month}/${String(EXPIRY.year).slice(-2)}`;

/** The portal's default language, the one these tests sign in with (/acces). */
const payments = (key: string) => message('ca-ES', 'payments', key);

async function signedIn(page: Page, as: TSignInAs) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, as);
  // Sign-in lands on the overview; the invoices are what these tests read.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await page.goto('/factures');
  await expect(page.getByTestId('invoices-page')).toBeVisible();
  await expect(page.getByTestId('invoices-table')).toBeVisible();
}

/** The invoice of a contract by rank, newest first, as the seed wrote it. */
async function invoiceOf(page: Page, contractName: string, rank: number): Promise<TListedInvoice> {
  const invoice = (await listInvoices(page, 'electricity', contractName))[rank];
  if (!invoice) throw new Error(`no invoice of rank ${rank} for ${contractName}`);
  expect(invoice.online_payment.payment_enabled, `${invoice.number} is payable`).toBe(true);
  return invoice;
}

/** Opens the payment dialog of an invoice from its row and waits for the card form. */
async function openPayment(page: Page, invoice: TListedInvoice) {
  await page.getByTestId(`invoice-pay-${invoice.id}`).click();
  const dialog = page.getByTestId('payment-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(invoice.number);
  await expect(page.getByTestId('payment-amount')).toContainText(euros(invoice.amount_to_pay));
  await expect(page.getByTestId('payment-card-form')).toBeVisible();
  await expect(page.getByTestId('payment-submit')).toBeEnabled();
  return dialog;
}

async function typeCard(page: Page, number: string, cvc = '123') {
  await page.getByTestId('field-card-number').fill(number);
  await page.getByTestId('field-card-expiry').fill(EXPIRY_TYPED);
  await page.getByTestId('field-card-cvc').fill(cvc);
  await page.getByTestId('field-card-postal-code').fill('17001');
}

/** An amount as the Catalan page writes it, without the currency sign: 1234.5 → "1.234,50" (thousands grouped). */
const euros = (amount: number) =>
  amount
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+,)/g, '.');

/** Serious or critical axe violations in the open dialogs (the page behind is inert). */
const dialogViolations = async (page: Page) =>
  (await axeBuilder(page).include('[role="dialog"]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** After the dialog closes, the row shows the invoice paid and offers no payment. */
async function expectPaid(page: Page, invoice: TListedInvoice) {
  const row = page.getByTestId(`invoice-row-${invoice.id}`);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId(`invoice-pay-${invoice.id}`)).toHaveCount(0);
}

test('a card payment shows its summary and receipt, and the invoice cannot be paid again', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  const invoice = await invoiceOf(page, ownCustomer.contract('0001001'), 0);
  await openPayment(page, invoice);
  await typeCard(page, CARD.success);
  await page.getByTestId('payment-submit').click();

  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByTestId('payment-success')).toContainText(payments('payment_success_title'));
  await expect(page.getByTestId('payment-summary-transaction')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('payment-summary-amount')).toContainText(euros(invoice.amount_to_pay));
  await expect(page.getByTestId('payment-summary-invoice')).toHaveText(invoice.number);
  await expect(page.getByTestId('payment-summary-card')).toContainText('4242');

  const download = page.waitForEvent('download');
  await page.getByTestId('payment-download-receipt').click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await receipt.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByTestId('payment-close').click();
  await expect(page.getByTestId('payment-dialog')).toHaveCount(0);
  await expectPaid(page, invoice);

  // Straight to the API with a fresh card: the invoice is not payable any more.
  const again = await payByApi(page, invoice.id, CARD.success);
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('not_payable');

  await page.reload();
  await expectPaid(page, invoice);
});

test('declined cards show their own messages, "Try again" keeps the card but its code, then it is paid', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  const invoice = await invoiceOf(page, ownCustomer.contract('0001001'), 1);
  await openPayment(page, invoice);

  await typeCard(page, CARD.declined);
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('payment-error')).toHaveText(payments('payment_error_card_declined'));
  await expect(page.getByTestId('payment-try-again')).toBeFocused();
  await page.getByTestId('payment-try-again').click();
  await expect(page.getByTestId('payment-card-form')).toBeVisible();
  await expect(page.getByTestId('field-card-number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByTestId('field-card-expiry')).toHaveValue(EXPIRY_TYPED);
  await expect(page.getByTestId('field-card-postal-code')).toHaveValue('17001');
  await expect(page.getByTestId('field-card-cvc')).toHaveValue('');
  await expect(page.getByTestId('field-card-cvc')).toBeFocused();

  await page.getByTestId('field-card-number').fill(CARD.insufficientFunds);
  await page.getByTestId('field-card-cvc').fill('321');
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('payment-error')).toHaveText(payments('payment_error_insufficient_funds'));
  await page.getByTestId('payment-try-again').click();
  await expect(page.getByTestId('field-card-number')).toHaveValue('4000 0000 0000 9995');
  await expect(page.getByTestId('field-card-cvc')).toHaveValue('');

  await page.getByTestId('field-card-number').fill(CARD.success);
  await page.getByTestId('field-card-cvc').fill('456');
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByTestId('payment-summary-invoice')).toHaveText(invoice.number);
  await page.getByTestId('payment-close').click();
  await expectPaid(page, invoice);
});

test('a card asking for extra authentication is paid once the bank step is completed', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  const invoice = await invoiceOf(page, ownCustomer.contract('0001001'), 2);
  await openPayment(page, invoice);
  await typeCard(page, CARD.authentication);
  await page.getByTestId('payment-submit').click();

  const bank = page.getByTestId('payment-3ds-dialog');
  await expect(bank).toBeVisible();
  await expect(bank).toContainText(euros(invoice.amount_to_pay));
  await expect(page.getByTestId('payment-3ds-complete')).toBeFocused();
  await page.getByTestId('payment-3ds-complete').click();

  await expect(bank).toHaveCount(0);
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByTestId('payment-summary-amount')).toContainText(euros(invoice.amount_to_pay));
  await page.getByTestId('payment-close').click();
  await expectPaid(page, invoice);
});

test('a cancelled extra authentication ends in the unexpected intent state error, and the invoice stays payable', async ({
  page,
  ownCustomer,
}) => {
  await signedIn(page, ownCustomer);
  const invoice = await invoiceOf(page, ownCustomer.contract('0001001'), 3);
  await openPayment(page, invoice);
  await typeCard(page, CARD.authentication);
  await page.getByTestId('payment-submit').click();

  await expect(page.getByTestId('payment-3ds-dialog')).toBeVisible();
  // The bank step is a dialog of its own over the payment: checked here, where it is answered anyway.
  expect(await dialogViolations(page)).toEqual([]);
  await page.getByTestId('payment-3ds-fail').click();
  await expect(page.getByTestId('payment-error')).toHaveText(payments('payment_error_unexpected_intent_state'));
  await page.getByTestId('payment-close').click();
  await expect(page.getByTestId('payment-dialog')).toHaveCount(0);

  await page.reload();
  const row = page.getByTestId(`invoice-row-${invoice.id}`);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'partially_paid');
  await expect(page.getByTestId(`invoice-pay-${invoice.id}`)).toBeVisible();
});

test('the payment dialog, with and without card errors, has no serious or critical accessibility violations', async ({ page }) => {
  await signedIn(page, 'domestic');
  const invoice = await invoiceOf(page, '0001002', 1);
  const dialog = await openPayment(page, invoice);
  expect(await dialogViolations(page)).toEqual([]);

  // A card the form refuses: its errors, tied to their fields, are checked too. Nothing is paid.
  await typeCard(page, '4242424242424241');
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('field-card-number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: payments('payment_error_incorrect_number') })).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);

  await page.getByTestId('payment-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`invoice-pay-${invoice.id}`)).toBeVisible();
});
