import { expect } from '@playwright/test';
import { DEMO_STAFF, E2E_SERVERS } from '../servers.ts';
import { acceptCookies, sessionToken, signIn } from './helpers.ts';
import { askForNewIbanAndReadTheLink } from './iban-change-steps.ts';
import { test } from './own-customer.ts';
import { axeViolations } from './page-checks.ts';
import { signWithMailedCode } from './signing-steps.ts';

/** A staff call to the main portal (docs/staff.md), with a staff token of the demo's account. */
async function staffCall(path: string, method: 'GET' | 'POST' = 'GET'): Promise<Response> {
  const login = await fetch(`${E2E_SERVERS.main.url}/api/v1/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STAFF),
  });
  const { token } = (await login.json()) as { token: string };
  return fetch(`${E2E_SERVERS.main.url}/api/v1/staff${path}`, { method, headers: { authorization: `Bearer ${token}` } });
}

// docs/signatures.md: a change of IBAN signed through the mailed link and the code, approved by staff.
test('an IBAN change signed with the mailed link and code, approved by staff: the contract shows the new account', async ({
  page,
  ownCustomer,
}) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, ownCustomer);
  const contract = ownCustomer.contract('0001001');
  await page.goto(`/contractes/electricitat/${contract}`);

  // The customer asks for a new account; the mailed link opens the signing page, and its secret
  // leaves the address at once.
  const { link, to } = await askForNewIbanAndReadTheLink(page, contract, ownCustomer.email);
  await page.goto(link);
  await expect(page.getByTestId('signatures-kind')).toBeVisible();
  await expect(page).not.toHaveURL(/#/);
  const download = page.waitForEvent('download');
  await page.getByTestId('signatures-download').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  expect(await axeViolations(page)).toEqual([]);

  // The code by mail, typed into the form: signed.
  await signWithMailedCode(page, to);

  // Staff approve it through the staff API (the session's token read again: the page loaded anew).
  const list = await page.request.get(`/api/v1/contracts/${contract}/signatures`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(list.status(), await list.text()).toBe(200);
  const signed = ((await list.json()) as { items: Array<{ id: number; state: string }> }).items.find((i) => i.state === 'signed');
  expect(signed).toBeDefined();
  const approved = await staffCall(`/signatures/${signed!.id}/approve`, 'POST');
  expect(approved.status).toBe(200);

  // The contract now shows the new account, and no pending change.
  await page.goto(`/contractes/electricitat/${contract}`);
  await expect(page.getByTestId('contract-bank-account')).toContainText('4567');
  await expect(page.getByTestId('contract-signatures').locator('[data-state="applied"]')).toHaveCount(1);
  await expect(page.getByTestId('contract-signatures').locator('[data-state="waiting_for_signature"]')).toHaveCount(0);
});
