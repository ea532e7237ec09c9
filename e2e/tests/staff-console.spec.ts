import { expect } from '@playwright/test';
import { simplePdf } from '../../apps/api/src/seed/demo/pdf-bytes.ts';
import { acceptCookies, sessionToken, signIn } from './helpers.ts';
import { askForNewIbanAndReadTheLink } from './iban-change-steps.ts';
import { waitForMail } from './mail.ts';
import { test } from './own-customer.ts';
import { axeViolations } from './page-checks.ts';
import { signWithMailedCode } from './signing-steps.ts';
import { approveOpenSigning, openSigningInQueue, staffConsoleSignIn } from './staff-console-steps.ts';

// The flow (docs/staff.md, "Staff console"): a customer changes the IBAN and signs it
// through the mailed link; staff approve it in the console; the customer sees the new account and the mail.
test('an IBAN change signed through the mailed link is approved in the staff console: the contract shows it, the customer is mailed', async ({
  page,
  browser,
  ownCustomer,
}) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, ownCustomer);
  const contract = ownCustomer.contract('0001001');
  await page.goto(`/contractes/electricitat/${contract}`);

  // The customer asks for it, then signs through the mailed link, with the code sent by mail.
  const { link, to } = await askForNewIbanAndReadTheLink(page, contract, ownCustomer.email);
  await page.goto(link);
  await signWithMailedCode(page, to);

  // Staff, in a browser of their own: the queue, the request with its evidence, approved.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffConsoleSignIn(staff);
  await openSigningInQueue(staff, contract);
  expect(await axeViolations(staff)).toEqual([]);
  const sealed = staff.waitForEvent('download');
  await staff.getByTestId('staff-signing-document').click();
  expect((await sealed).suggestedFilename()).toMatch(/\.pdf$/);
  const approvedSince = new Date();
  await approveOpenSigning(staff);
  await staffContext.close();

  // The customer sees the new account, and the "approved" mail.
  await page.goto(`/contractes/electricitat/${contract}`);
  await expect(page.getByTestId('contract-bank-account')).toContainText('4567');
  await expect(page.getByTestId('contract-signatures').locator('[data-state="applied"]')).toHaveCount(1);
  await waitForMail(to, { subject: new RegExp(`^Aprovat: .*${contract}`), since: approvedSince });
});

// A case answered with a file from the console reaches the customer's requests mailbox.
test('a case answered from the console with a file reaches the customer’s requests mailbox', async ({ page, browser, ownCustomer }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, ownCustomer);
  const subject = `Lectura del comptador ${Date.now()}`;
  const created = await page.request.post('/api/v1/requests', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { category: '10', contract: ownCustomer.contract('0001001'), subject, description: 'La lectura no quadra.' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { number } = (await created.json()) as { number: string };

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffConsoleSignIn(staff);
  await staff.goto(`/staff/cases/${number}`);
  await expect(staff.getByTestId('staff-conversation')).toContainText('La lectura no quadra.');
  await staff.getByTestId('field-body').fill('Hem revisat la lectura: adjuntem el detall.');
  await staff.getByTestId('staff-reply-files').setInputFiles({
    name: 'lectura-revisada.pdf',
    mimeType: 'application/pdf',
    buffer: simplePdf('Lectura revisada', ['P1: 1234 kWh']),
  });
  await staff.getByTestId('staff-reply-send').click();
  await expect(staff.getByTestId('staff-reply-sent')).toBeVisible();
  await expect(staff.getByTestId('staff-conversation')).toContainText('lectura-revisada.pdf');
  await staffContext.close();

  await page.goto(`/solicituts/${number}`);
  const conversation = page.getByTestId('request-conversation');
  await expect(conversation).toContainText('Hem revisat la lectura: adjuntem el detall.');
  const download = page.waitForEvent('download');
  await conversation.getByRole('button', { name: /lectura-revisada\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('lectura-revisada.pdf');
});
