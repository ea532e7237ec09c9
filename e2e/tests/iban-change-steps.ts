import { expect, type Page } from '@playwright/test';
import { sessionToken } from './helpers.ts';
import { linkIn, waitForMail } from './mail.ts';

export const NEW_IBAN = 'ES84 0049 0001 5800 0123 4567';

/**
 * On a contract's page, the signed-in customer asks for a new bank account, which then waits for
 * their signature (docs/signatures.md); answers the mailed signing link and the address it went to
 * (the contract's notification e-mail, docs/communications.md, set to the test customer's own).
 */
export async function askForNewIbanAndReadTheLink(
  page: Page,
  contract: string,
  customerEmail: string,
): Promise<{ link: string; to: string }> {
  // The test customers' contracts share the household's notification e-mail: the contract's mail
  // (the link, then the code, which names no contract) goes to this test's own address instead,
  // so a test signing at the same time elsewhere cannot hand this one its code.
  const session = { authorization: `Bearer ${await sessionToken(page)}` };
  const own = await page.request.put(`/api/v1/contracts/${contract}/notification/email/`, {
    headers: session,
    data: { email: customerEmail },
  });
  expect(own.ok(), await own.text()).toBe(true);
  const since = new Date();
  await page.getByTestId('button-iban-change').click();
  await expect(page.getByTestId('dialog-iban')).toBeVisible();
  await page.getByTestId('field-iban-type-new').check();
  await page.getByTestId('field-iban').fill(NEW_IBAN);
  await page.getByTestId('field-owner_is_bank_owner').check();
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('dialog-success')).toBeVisible();
  await page.getByTestId('dialog-cancel').click();
  await expect(page.getByTestId('contract-signatures').locator('[data-state="waiting_for_signature"]')).toHaveCount(1);

  const detail = await page.request.get(`/api/v2/contracts/${contract}`, { headers: session });
  const to =
    ((await detail.json()) as { notification_address: { email: string | null } | null }).notification_address?.email || customerEmail;
  const linkMail = await waitForMail(to, { subject: new RegExp(`^Signa: .*${contract}`), since });
  return { link: linkIn(linkMail, /\/signatura#/), to };
}
