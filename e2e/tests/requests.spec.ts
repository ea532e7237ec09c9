import { expect, type Page } from '@playwright/test';
import { simplePdf } from '../../apps/api/src/seed/demo/pdf-bytes.ts';
import { demoBannerPng } from '../../apps/api/src/seed/demo/png.ts';
import { acceptCookies, message, signIn, type TSignInAs } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeBuilder } from './page-checks.ts';

// The requests mailbox (customer-area §2): /solicituts lists every case of the
// customer, /solicituts/crear files a request, /solicituts/:number shows the conversation and
// takes a reply while the case is open. Demo data: the household persona (and each copy) has two
// requests answered by "Atenció al client" (apps/api/src/seed/demo/demo-cases.ts). Run on a phone's
// width: no page scrolls sideways, and none has an axe violation.

async function signedIn(page: Page, as: TSignInAs) {
  await page.goto('/acces');
  // The banner would cover the phone-width page's buttons: wait for it rather than race it.
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await acceptCookies(page);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await signIn(page, as);
}

const violations = async (page: Page) =>
  (await axeBuilder(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

async function expectFitsAndAccessible(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: ${scrollWidth} px of page on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
  expect(await violations(page), label).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a request with a file is filed, listed, opened and answered with another file', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await page.goto('/solicituts');
  await expect(page.getByTestId('requests-list')).toContainText('Lectura estimada massa alta');
  await expect(page.getByTestId('requests-list')).toContainText(message('ca-ES', 'requests', 'request_outcome_accepted'));
  await expectFitsAndAccessible(page, 'list');

  await page.getByTestId('requests-create').click();
  await expect(page).toHaveURL(/\/solicituts\/crear$/);
  await expect(page.getByTestId('field-category').locator('option[value="10"]')).toHaveCount(1);
  await expectFitsAndAccessible(page, 'create');
  const subject = `Factura duplicada ${Date.now()}`;
  await page.getByTestId('field-category').selectOption('10');
  await page.getByTestId('field-contract').selectOption(ownCustomer.contract('0001001'));
  await page.getByTestId('field-subject').fill(subject);
  await page.getByTestId('field-description').fill('He rebut dues factures del mateix període.\nPodeu revisar-ho?');
  await page.getByTestId('field-attachments').setInputFiles({
    name: 'factura.pdf',
    mimeType: 'application/pdf',
    buffer: simplePdf('Factura duplicada', ['Import: 48,20 €']),
  });
  await page.getByTestId('request-submit').click();
  const sent = page.getByTestId('request-sent');
  await expect(sent).toContainText(/REQ-\d{4}-\d{6}/);
  const number = /REQ-\d{4}-\d{6}/.exec((await sent.textContent()) ?? '')![0];

  // The new request heads the list (the latest activity first).
  await page.goto('/solicituts');
  const first = page.getByTestId('requests-list').locator('li').first();
  await expect(first).toContainText(subject);
  await expect(first).toContainText(message('ca-ES', 'requests', 'request_outcome_in_process'));
  await page.getByTestId(`request-link-${number}`).click();
  await expect(page).toHaveURL(new RegExp(`/solicituts/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId('request-conversation')).toContainText('Podeu revisar-ho?');
  await expect(page.getByTestId('request-conversation')).toContainText('factura.pdf');
  await expectFitsAndAccessible(page, 'detail');

  // The file comes back as it was sent.
  const download = page.waitForEvent('download');
  await page
    .getByTestId('request-conversation')
    .getByRole('button', { name: /factura\.pdf/ })
    .click();
  expect((await download).suggestedFilename()).toBe('factura.pdf');

  await page.getByTestId('field-body').fill('Adjunto la foto de la factura en paper.');
  await page.getByTestId('field-reply-attachments').setInputFiles({ name: 'paper.png', mimeType: 'image/png', buffer: demoBannerPng() });
  await page.getByTestId('request-reply-submit').click();
  await expect(page.getByTestId('request-reply-sent')).toBeVisible();
  const messages = page.getByTestId('request-conversation').locator('li');
  await expect(messages).toHaveCount(2);
  await expect(messages.last()).toContainText('Adjunto la foto de la factura en paper.');
  await expect(messages.last()).toContainText('paper.png');
  await expect(messages.last().getByTestId('request-message-author')).toHaveText(message('ca-ES', 'requests', 'request_author_customer'));
  await expect(page.getByTestId('field-body')).toHaveValue('');
});

test('a demo request shows staff by its label only, and a closed one takes no reply', async ({ page, ownCustomer }) => {
  await signedIn(page, ownCustomer);
  await page.goto('/solicituts');
  await page.getByRole('link', { name: 'Lectura estimada massa alta' }).click();
  await expect(page.getByTestId('request-outcome')).toHaveText(
    message('ca-ES', 'requests', 'request_outcome_additional_information_needed'),
  );
  const authors = page.getByTestId('request-message-author');
  await expect(authors).toHaveText([message('ca-ES', 'requests', 'request_author_customer'), 'Atenció al client']);
  await expect(page.getByTestId('field-body')).toBeVisible();

  await page.getByTestId('request-back').click();
  await page.getByRole('link', { name: 'Canvi del dia de cobrament' }).click();
  await expect(page.getByTestId('request-closed')).toHaveText(message('ca-ES', 'requests', 'request_closed_note'));
  await expect(page.getByTestId('field-body')).toHaveCount(0);
});
