import { expect } from '@playwright/test';
import { acceptCookies, message, signIn } from './helpers.ts';
import { waitForMail } from './mail.ts';
import { test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// The contact forms (docs/customer-service.md "Contact forms"): the signed-in one at
// /atencio-al-client (its autoreads variant with ?autolectures=true: the demo settings turn
// contactAutoReads on) and a visitor's at /contacte. The portal's language is Catalan.
const contact = (key: string) => message('ca-ES', 'contact', key);
const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});
/** The unsigned form's ticket must be this old before it is accepted (CONTACT_TICKET_MIN_AGE_SECONDS, 3 by default). */
const TICKET_MIN_AGE_MS = 3000;

test('a customer sends the contact form with two files and sees the case number', async ({ page, ownCustomer }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, ownCustomer);
  await page.goto('/atencio-al-client');
  await expect(page.getByRole('heading', { name: contact('contact_title') })).toBeVisible();
  await page.getByTestId('field-polissa_id').selectOption(ownCustomer.contract('0001001'));
  await expect(page.getByTestId('field-categ_id')).toBeEnabled();
  await page.getByTestId('field-categ_id').selectOption('10');
  await page.getByTestId('field-title').fill('Factura duplicada');
  await page.getByTestId('field-message').fill('La factura de setembre apareix dues vegades.');
  await page.getByTestId('field-attachments').setInputFiles([PDF('factura.pdf'), PDF('justificant.pdf')]);
  await expect(page.getByTestId('file-chosen')).toHaveCount(2);
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toContainText(/CON-\d{4}-\d{6}/);
});

test('the autoreads variant selects meter readings (20) and asks for the reading', async ({ page }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, 'domestic');
  await page.goto('/atencio-al-client?autolectures=true');
  await expect(page.getByRole('heading', { name: contact('contact_autoreads_title') })).toBeVisible();
  await expect(page.getByTestId('field-categ_id')).toHaveValue('20');
  await expect(page.getByTestId('field-meter_reading')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a visitor sends the unsigned form, sees the case number and gets the acknowledgement', async ({ page }) => {
  const email = `visitant-${Date.now()}@example.com`;
  const since = new Date();
  const ticket = page.waitForResponse((response) => response.url().includes('/api/v1/crm/unsigned/ticket'));
  await page.goto('/contacte');
  await acceptCookies(page);
  await ticket;
  const opened = Date.now();
  await expect(page.getByRole('heading', { name: contact('contact_unsigned_title') })).toBeVisible();
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-mobile').fill('612 345 678');
  await expect(page.getByTestId('field-category')).toBeEnabled();
  await page.getByTestId('field-category').selectOption('10');
  await page.getByTestId('field-subject').fill('Informació de tarifes');
  await page.getByTestId('field-description').fill('Voldria saber quines tarifes teniu per a una segona residència.');
  // A person takes longer than the ticket's minimum age; a test types faster.
  await page.waitForTimeout(Math.max(0, TICKET_MIN_AGE_MS + 500 - (Date.now() - opened)));
  await page.getByTestId('contact-submit').click();
  const sent = page.getByTestId('contact-sent');
  await expect(sent).toContainText(/WEB-\d{4}-\d{6}/);
  const number = /WEB-\d{4}-\d{6}/.exec((await sent.textContent()) ?? '')![0];
  const mail = await waitForMail(email, { since, subject: new RegExp(number) });
  expect(mail.text).toContain(number);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the unsigned page has no violations and no sideways scroll', async ({ page }) => {
    await page.goto('/contacte');
    await acceptCookies(page);
    await expect(page.getByTestId('field-category')).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 'contact page');
  });

  test('the customer-service page has no violations and no sideways scroll', async ({ page }) => {
    await page.goto('/acces');
    await acceptCookies(page);
    await signIn(page, 'domestic');
    await page.goto('/atencio-al-client');
    await expect(page.getByTestId('field-categ_id')).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 'customer-service page');
  });
});
