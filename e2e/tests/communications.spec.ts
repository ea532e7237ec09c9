import { expect, type Page } from '@playwright/test';
import { buildPath, formatLongDate, formatShortDate, LANGUAGES, type TLanguage } from '@portal/domain';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, listInvoices, message, payByApi, signIn } from './helpers.ts';
import { type TOwnCustomer, test } from './own-customer.ts';
import { axeBuilder, axeViolations } from './page-checks.ts';

// The contract's communications page (customer-area §2; docs/communications.md): every mail the
// portal sent about the contract, the electronic-notification state and the mail preferences.
// Each test signs in as a customer of its own, whose contracts copy the household persona's.

const communicationsPath = (language: TLanguage, contractName: string) =>
  buildPath('contractCommunications', language, { contractType: 'electricity', contractName });

async function signedIn(page: Page, customer: TOwnCustomer) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, customer);
}

test('after an IBAN change the contract’s communications list its mail, with date and subject, and open it', async ({
  page,
  ownCustomer,
}) => {
  const contract = ownCustomer.contract('0001001');
  await signedIn(page, ownCustomer);
  await page.goto(`/contractes/electricitat/${contract}?action=ibanChange`);
  await expect(page.getByTestId('dialog-iban')).toBeVisible();
  await page.getByTestId('field-iban-type-new').check();
  await page.getByTestId('field-iban').fill('ES79 2100 0813 6101 2345 6789');
  await page.getByTestId('field-owner_is_bank_owner').check();
  await page.getByTestId('dialog-submit').click();
  // The dialog's own success, not the page's signature notice: a copied contract may show one
  // already, and an Escape pressed while the change is still being sent leaves the dialog open.
  await expect(page.getByTestId('dialog-success')).toBeVisible();
  await page.getByTestId('dialog-cancel').click();
  await expect(page.getByTestId('dialog-iban')).toBeHidden();

  // Reached from the contract page's link.
  await page.getByTestId('contract-communications-link').click();
  await expect(page).toHaveURL(new RegExp(`/contractes/electricitat/${contract}/comunicacions$`));
  await expect(page.getByTestId('communications-page')).toBeVisible();
  const list = page.getByTestId('communications-list');
  await expect(list).toBeVisible();
  // Newest first: the change request's mail heads the list, dated today, above the invoices' mails.
  const subject = `Hem rebut la teva sol·licitud de canvi del contracte ${contract}`;
  await expect(list).toContainText(subject);
  // The day as the page writes it in Catalan (formatShortDateTime: 29/11/2026 11:08).
  const today = formatShortDate(new Date(), 'ca-ES', 'Europe/Madrid');
  const row = list.locator('tr, li, [data-testid^="communication-"]').filter({ hasText: subject }).first();
  await expect(row).toContainText(today);
  await expect(list).toContainText(message('ca-ES', 'communications', 'communications_topic_invoice_issued'));
  await expect(page.getByTestId('electronic-notification')).toHaveAttribute('data-state', 'disabled');

  await row.getByRole('button', { name: new RegExp(subject) }).click();
  const dialog = page.getByTestId('communication-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByTestId('communication-meta')).toContainText(formatLongDate(new Date(), 'ca-ES', 'Europe/Madrid'));
  const body = page.frameLocator('[data-testid="communication-body"]');
  await expect(body.locator('body')).toContainText(contract);
  await page.getByTestId('communication-close').click();
  await expect(dialog).toBeHidden();
});

test('a notification turned off stays off after a reload', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await page.goto(communicationsPath('ca-ES', ownCustomer.contract('0001001')));
  const invoiceIssued = page.getByTestId('preference-invoice_issued');
  await expect(invoiceIssued).toBeChecked();
  await expect(page.getByTestId('preferences-save')).toBeDisabled();
  await invoiceIssued.uncheck();
  await page.getByTestId('preferences-save').click();
  await expect(page.getByTestId('preferences-save')).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('preference-invoice_issued')).not.toBeChecked();
  await expect(page.getByTestId('preference-payment_failed')).toBeChecked();
});

test('"payment failed" turned off on the profile: a declined card is not mailed, the payment that follows is', async ({
  page,
  ownCustomer,
}) => {
  await signedIn(page, ownCustomer);
  await page.goto('/perfil');
  const preferences = page.getByTestId('profile-mail-preferences');
  await expect(preferences.getByTestId('preference-payment_failed')).toBeChecked();
  await preferences.getByTestId('preference-payment_failed').uncheck();
  await preferences.getByTestId('preferences-save').click();
  await expect(preferences.getByTestId('preferences-save')).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('preference-payment_failed')).not.toBeChecked();

  // Paid through the API the card form uses (the card dialog itself: invoice-payment.spec.ts).
  const contract = ownCustomer.contract('0001001');
  const [invoice] = await listInvoices(page, 'electricity', contract);
  if (!invoice) throw new Error(`no invoice of ${contract}`);
  const payWith = async (card: string) => ((await (await payByApi(page, invoice.id, card)).json()) as { status: string }).status;
  expect(await payWith('4000000000000002')).toBe('error');
  expect(await payWith('4242424242424242')).toBe('success');

  await page.goto(communicationsPath('ca-ES', contract));
  const list = page.getByTestId('communications-list');
  await expect(list).toContainText(`Hem rebut el pagament de la factura ${invoice.number}`);
  await expect(list).not.toContainText(`No s'ha pogut cobrar la factura ${invoice.number}`);
});

/**
 * The page's axe violations with the message open. The mail's body is left out: it is the mail as
 * sent, in a sandboxed frame without scripts, which axe cannot enter (it would wait for it).
 */
async function violationsBesideTheMail(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).exclude('[data-testid="communication-body"]').analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No sideways scroll once the page is shown. Not page-checks' expectNoSidewaysScroll: it waits for
 * Playwright's "network idle", which Playwright withdraws for good when the message's frame comes and
 * goes after a request made once the page was idle (docs/communications.md): the test hung.
 */
async function expectNoSidewaysScrollNow(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: ${scrollWidth} px of page on ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}

// Reading only: the household persona, whose contract 0001001 has the demo invoices' mails.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const language of LANGUAGES) {
    test(`${language} at ${viewport.width} px: no axe violation and no sideways scroll, the list and a message`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/acces');
      await acceptCookies(page);
      await signIn(page, 'domestic');
      await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
      await page.goto(communicationsPath(language, '0001001'));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('communications-list')).toBeVisible();
      await expect(page.getByTestId('preferences-form')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScrollNow(page, `${language} list`);
      await page.locator('[data-testid^="communication-open-"]').first().click();
      await expect(page.getByTestId('communication-body')).toBeVisible();
      expect(await violationsBesideTheMail(page)).toEqual([]);
      await expectNoSidewaysScrollNow(page, `${language} message`);
      await page.getByTestId('communication-close').click();
    });
  }
}
