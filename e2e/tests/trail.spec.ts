import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { acceptCookies, sessionToken, signIn } from './helpers.ts';
import { type TOwnCustomer, test } from './own-customer.ts';

async function signedIn(page: Page, customer: TOwnCustomer) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, customer);
}

test('after a change, the profile lists it in the trail and the CSV downloads it (docs/trail.md)', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  const contract = ownCustomer.contract('0001003');
  // Applied at once (invoice delivery), through the API the contract's card uses.
  const changed = await page.request.post(`/api/v1/contracts/${contract}/?type=gas`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { invoice_online: 'postal' },
  });
  expect(changed.status()).toBe(200);

  await page.goto('/perfil');
  const section = page.getByTestId('profile-trail');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('La teva activitat');
  await expect(section.getByTestId('trail-list')).toContainText(`Canvi aplicat: ${contract}`);
  await expect(section.getByTestId('trail-list')).toContainText('Tu');

  const download = page.waitForEvent('download');
  await section.getByTestId('trail-download-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('activitat.csv');
  const csv = (await readFile((await file.path())!)).toString('utf8');
  expect(csv).toContain('Data;Acció;Qui;Sobre;Des de (adreça);Què ha canviat');
  expect(csv).toContain(`Canvi aplicat;Tu;${contract};`);
});
