import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mail.ts';

/**
 * On the signing page a mailed link opened (docs/signatures.md): the code asked for by mail to
 * `to`, read from the catcher and typed in; the document is then signed.
 */
export async function signWithMailedCode(page: Page, to: string): Promise<void> {
  await expect(page.getByTestId('signatures-kind')).toBeVisible();
  const codeSince = new Date();
  await page.getByTestId('signatures-channel-email').click();
  await page.getByTestId('signatures-send-code').click();
  await expect(page.getByTestId('signatures-code-sent')).toBeVisible();
  const codeMail = await waitForMail(to, { subject: /codi per signar/, since: codeSince });
  await page.getByTestId('field-code').fill(/\b(\d{6})\b/.exec(codeMail.text)?.[1] as string);
  await page.getByTestId('signatures-sign').click();
  await expect(page.getByTestId('signatures-signed')).toBeVisible();
}
