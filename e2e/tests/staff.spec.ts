import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { DEMO_STAFF, E2E_SERVERS } from '../servers.ts';
import { acceptCookies, sessionToken, signIn } from './helpers.ts';
import { linkIn, waitForMail } from './mail.ts';
import { test } from './own-customer.ts';

const CASE_NUMBER = /[A-Z]{3}-\d{4}-\d{6}/;

/** `npm run staff -- …` against the main portal, as customer service runs it (docs/staff.md). */
async function staff(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/staff-cli/main.ts', ...args], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORTAL_URL: E2E_SERVERS.main.url,
      STAFF_EMAIL: DEMO_STAFF.email,
      STAFF_PASSWORD: DEMO_STAFF.password,
      STAFF_TOKEN_FILE: 'none',
    },
  });
  return stdout;
}

test('a claim answered as staff: the reply and the new outcome reach the customer by mail, with the case’s link', async ({
  page,
  ownCustomer,
}) => {
  // The customer files an ATC claim from the claims page and reads its number.
  await signIn(page, ownCustomer);
  await acceptCookies(page);
  const contract = ownCustomer.contract('0001001');
  await page.goto(`/reclamacions?contract=${contract}`);
  await expect(page.getByTestId('field-contract')).toHaveValue(contract);
  await page.getByTestId('field-tipus').selectOption('1');
  await expect(page.getByTestId('field-subtipus')).toBeEnabled();
  await page.getByTestId('field-subtipus').selectOption('001');
  await page.getByTestId('field-comments').fill('La factura de setembre em cobra dues vegades la potència.');
  await page.getByTestId('atc-claim-submit').click();
  await expect(page.getByTestId('atc-claim-sent')).toContainText(CASE_NUMBER);
  const number = ((await page.getByTestId('atc-claim-sent').textContent()) ?? '').match(CASE_NUMBER)?.[0] as string;
  // v2 answers the profile bare (v1 wraps it in result).
  const profile = await page.request.get('/api/v2/users/', { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
  const email = ((await profile.json()) as { email: string }).email;
  expect(email).toMatch(/@/);

  // Staff see it among the open cases, waiting for an answer.
  expect(await staff('cases', '--limit', '100')).toMatch(new RegExp(`\\* ${number}\\s+in_process`));

  // A reply: the customer gets it by mail, in Catalan, with the link to the case.
  const since = new Date();
  const reply = 'Hem revisat la factura: us farem un abonament del terme duplicat.';
  expect(await staff('reply', number, reply)).toContain(`${number}: reply sent`);
  const answered = await waitForMail(email, { subject: new RegExp(`Resposta a la teva sol·licitud ${number}`), since });
  expect(answered.text).toContain(reply);
  const link = linkIn(answered, /\/solicituts\//);
  expect(link).toBe(`${E2E_SERVERS.main.url}/solicituts/${number}`);

  // The mail's link opens the case in the mailbox: the reply is there, signed by the label only.
  await page.goto(link);
  const staffMessage = page.locator('[data-testid^="request-message-"][data-author="staff"]').last();
  await expect(staffMessage.getByTestId('request-message-body')).toHaveText(reply);
  await expect(staffMessage.getByTestId('request-message-author')).toContainText('Atenció al client');
  await expect(page.getByTestId('request-outcome')).toHaveAttribute('data-status', 'in_process');

  // The outcome: accepted, the case closed, and a second mail naming the outcome.
  expect(await staff('outcome', number, 'accepted')).toContain('outcome accepted');
  const decided = await waitForMail(email, { subject: new RegExp(`La teva sol·licitud ${number} ha canviat d'estat`), since });
  expect(decided.text).toContain('Acceptada');
  expect(await staff('cases')).not.toContain(number);
  expect(await staff('show', number)).toContain(`[staff] Atenció al client\n${reply}`);

  // In the mailbox the case is accepted now, and takes no more replies.
  await page.reload();
  await expect(page.getByTestId('request-outcome')).toHaveAttribute('data-status', 'accepted');
  await expect(page.getByTestId('request-closed')).toBeVisible();
});
