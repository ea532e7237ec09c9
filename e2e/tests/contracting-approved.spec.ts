import { expect } from '@playwright/test';
import { fillElectricityWizard, newPerson } from './contracting-steps.ts';
import { acceptCookies, signIn } from './helpers.ts';
import { linkIn, waitForMail } from './mail.ts';
import { test } from './own-customer.ts';
import { signWithMailedCode } from './signing-steps.ts';
import { approveOpenSigning, openSigningInQueue, staffConsoleSignIn } from './staff-console-steps.ts';

const PASSWORD = 'Contracte-Aprovat-2026!';

// A visitor's wizard contract from the finish page to an active contract (docs/signatures.md):
// the mailed link signed with the mailed code, staff approve it in the console, and once signed
// in the new customer finds it active, with the "approved" mail.
test('a visitor’s electricity contract signed through the mailed link and approved in the console becomes active', async ({
  page,
  browser,
}) => {
  const person = newPerson();
  const since = new Date();
  await page.goto('/nou-client-electricitat');
  await acceptCookies(page);
  await fillElectricityWizard(page, person);
  const contract = ((await page.getByTestId('finish-contracts').textContent()) ?? '').match(/\d{7}/)?.[0] as string;
  expect(contract).toBeTruthy();

  // The new contract's signing link goes to the address the visitor gave.
  const linkMail = await waitForMail(person.email, { subject: new RegExp(`^Signa: .*${contract}`), since });
  await page.goto(linkIn(linkMail, /\/signatura#/));
  await signWithMailedCode(page, person.email);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffConsoleSignIn(staff);
  await openSigningInQueue(staff, contract);
  const approvedSince = new Date();
  await approveOpenSigning(staff);
  await staffContext.close();
  await waitForMail(person.email, { subject: new RegExp(`^Aprovat: .*${contract}`), since: approvedSince });

  // The visitor activates the account the wizard made and finds the contract active.
  const activation = await waitForMail(person.email, { subject: /^Activa el teu compte/, since });
  await page.goto(linkIn(activation, /\/activacio\?key=/));
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-repeat').fill(PASSWORD);
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('activation-done')).toContainText(person.nif);
  await signIn(page, { user: person.nif, password: PASSWORD });
  await page.goto('/contractes/electricitat');
  await expect(page.getByTestId(`contracts-row-${contract}`).locator('[data-status="open"]')).toBeVisible();
});
