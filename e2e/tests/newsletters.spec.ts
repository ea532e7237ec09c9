import { expect, type Page } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, message } from './helpers.ts';
import { linkIn, waitForMail } from './mail.ts';
import { test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// The newsletter page at /butlleti (docs/newsletters.md; visitor-and-shell §2.8, §4.5, §8). The
// demo settings turn it on; the gates-off portal turns it off. The household persona and each of
// its copies are subscribed to the first two newsletters, the first exported (a locked card).
const PATHS = {
  'ca-ES': '/butlleti',
  'es-ES': '/boletin',
  'en-US': '/newsletter',
  'gl-ES': '/boletin',
  'fr-FR': '/lettre-information',
  'de-DE': '/newsletter',
} as const;
type TLanguage = keyof typeof PATHS;
const HOUSEHOLD = 'marta.puig@correu.example';
const words = (key: string) => message('ca-ES', 'newsletters', key);

async function openIn(page: Page, language: TLanguage, path: string = PATHS[language]) {
  await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
  await page.goto(path);
  await expect(page.getByTestId('newsletter-page')).toBeVisible();
  await acceptCookies(page);
}

const cards = (page: Page) => page.locator('[data-testid^="newsletter-card-"]');
const checkbox = (page: Page, index: number) => cards(page).nth(index).locator('input[type="checkbox"]');

async function lookUp(page: Page, email: string) {
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('newsletters-show').click();
  await expect(cards(page)).toHaveCount(3);
}

async function save(page: Page, label: string) {
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/subscriber/set_active_newsletters'));
  await expect(page.getByTestId('newsletters-submit')).toHaveText(label);
  await page.getByTestId('newsletters-submit').click();
  expect((await saved).status()).toBe(200);
}

test('a customer manages the newsletters from the link of a mail the portal sent, one card locked', async ({ page, ownCustomer }) => {
  const since = new Date();
  await openIn(page, 'ca-ES');
  await lookUp(page, ownCustomer.email);
  // The first is exported and subscribed: ticked, disabled, and the reason written under it.
  await expect(cards(page).nth(0)).toHaveAttribute('data-locked', 'true');
  await expect(checkbox(page, 0)).toBeChecked();
  await expect(checkbox(page, 0)).toBeDisabled();
  await expect(cards(page).nth(0).getByText(words('newsletters_locked_reason'))).toBeVisible();
  await expect(page.getByTestId('newsletters-locked-warning')).toHaveText(words('newsletters_locked_warning'));
  await expect(checkbox(page, 1)).toBeChecked();
  await expect(checkbox(page, 2)).not.toBeChecked();
  await checkbox(page, 2).check();
  await save(page, words('newsletters_subscribe'));
  await expect(page.getByTestId('newsletters-notice')).toHaveText(words('newsletters_saved'));

  // The confirmation mail, really delivered, with the signed link and RFC 8058's headers.
  const mail = await waitForMail(ownCustomer.email, { subject: /butlletins/, since });
  expect(mail.listUnsubscribe).toMatch(/^<http:\/\/localhost:\d+\/api\/v1\/newsletter\/unsubscribe\?params=[\w-]+\.[\w-]+\.[\w-]+>$/);
  expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  const link = linkIn(mail, /\/butlleti\?params=/);

  await page.goto(link);
  await expect(page.getByTestId('newsletters-email-form')).toBeVisible();
  // The params are taken out of the address once read.
  await expect(page).toHaveURL(/\/butlleti$/);
  await expect(page.getByTestId('field-email')).toHaveValue(ownCustomer.email);
  await expect(checkbox(page, 2)).toBeChecked();
  // Deselect all leaves the locked card ticked: the button still saves, it does not unsubscribe from all.
  await page.getByTestId('newsletters-deselect-all').click();
  await expect(checkbox(page, 0)).toBeChecked();
  await expect(checkbox(page, 1)).not.toBeChecked();
  await expect(checkbox(page, 2)).not.toBeChecked();
  await save(page, words('newsletters_subscribe'));
  await expect(page.getByTestId('newsletters-notice')).toHaveText(words('newsletters_saved'));
  await expect(checkbox(page, 0)).toBeChecked();
  await expect(checkbox(page, 1)).not.toBeChecked();
  await page.getByTestId('newsletters-select-all').click();
  for (const index of [0, 1, 2]) await expect(checkbox(page, index)).toBeChecked();

  // The e-mail may be edited: the subscriber is known by its params and edition is not disabled.
  const renamed = ownCustomer.email.replace('@', '.butlleti@');
  await page.getByTestId('field-email').fill(renamed);
  await page.getByTestId('newsletters-save-email').click();
  await expect(page.getByTestId('newsletters-notice')).toHaveText(words('newsletters_mail_saved'));
  await expect(page.getByTestId('field-email')).toHaveValue(renamed);
});

test('a visitor subscribes, then unsubscribes from everything through the mailed link, and the one-click link stops the mail', async ({
  page,
}) => {
  const email = `butlleti-${Date.now()}@example.com`;
  const since = new Date();
  await openIn(page, 'ca-ES');
  await lookUp(page, email);
  await expect(page.getByTestId('newsletters-locked-warning')).toHaveCount(0);
  await page.getByTestId('newsletters-select-all').click();
  await save(page, words('newsletters_subscribe'));
  const mail = await waitForMail(email, { subject: /butlletins/, since });

  await page.goto(linkIn(mail, /\/butlleti\?params=/));
  await expect(page.getByTestId('field-email')).toHaveValue(email);
  await page.getByTestId('newsletters-deselect-all').click();
  await save(page, words('newsletters_unsubscribe_all'));
  // §4.5: 'removed', and the subscriber is forgotten: the page asks for an address again.
  await expect(page.getByTestId('newsletters-notice')).toHaveText(words('newsletters_removed'));
  await expect(page.getByTestId('newsletters-lookup-form')).toBeVisible();
  await lookUp(page, email);
  for (const index of [0, 1, 2]) await expect(checkbox(page, index)).not.toBeChecked();

  // Subscribed again; the mail's List-Unsubscribe URL, posted as a mail client does, ends it without login.
  const again = new Date();
  await checkbox(page, 1).check();
  await save(page, words('newsletters_subscribe'));
  const second = await waitForMail(email, { subject: /butlletins/, since: again });
  const oneClick = second.listUnsubscribe?.replace(/^<|>$/g, '') ?? '';
  const response = await page.request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'removed' });
  const list = await page.request.get(`/api/v1/newsletters/${encodeURIComponent(email)}`);
  expect(((await list.json()) as { subscribed: boolean }[]).every((item) => !item.subscribed)).toBe(true);
});

test('a forged link shows the subscriber-data error', async ({ page }) => {
  const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiYXVkIjoibmV3c2xldHRlciJ9.c2lnbmF0dXJlLWZvcmdlZA';
  await openIn(page, 'ca-ES', `/butlleti?params=${forged}`);
  await expect(page.getByTestId('newsletters-params-error')).toHaveText(words('newsletter_params_invalid'));
  await expect(page.getByTestId('newsletters-login')).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const language of Object.keys(PATHS) as TLanguage[]) {
    test(`${language} at ${viewport.width} px: no axe violation and no sideways scroll, address and cards`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openIn(page, language);
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page, `${language} address`);
      await lookUp(page, HOUSEHOLD);
      await expect(cards(page).nth(0)).toHaveAttribute('data-locked', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page, `${language} cards`);
    });
  }
}

test('the page is gone when the setting is off', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${E2E_SERVERS.gatesOff.url}/butlleti`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByTestId('newsletter-page')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
