import { expect, test } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, signIn } from './helpers.ts';
import { staffConsoleSignIn } from './staff-console-steps.ts';

// The console's Content section (docs/staff.md, "Staff console"; docs/settings-and-gates.md,
// "Editing them"): a supervisor makes a dynamic page and a block on it whose HTML carries a script
// and an event handler; the preview shows it clean; a customer then reads the new text on the page
// and runs none of it. The page is deleted at the end (its block with it): the demo data the other
// specs read is left as it was. On the maintenance portal, which no other spec signs in to (its
// customers pass with the maintenance_bypass cookie, customer-area §6; staff reach the console
// anyway): a page made on the main portal would show in the menus of specs running meanwhile.
test.use({ baseURL: E2E_SERVERS.maintenance.url });

test('a supervisor writes a block with a script in it, the preview and the customer’s page show it clean', async ({ page, context }) => {
  const stamp = `${Date.now()}`;
  const word = `novetats-${stamp}`;
  const text = `Novetat de prova ${stamp}`;

  await staffConsoleSignIn(page);
  await page.getByTestId('staff-nav-content').click();
  await expect(page.getByTestId('staff-content')).toBeVisible();

  // The page: its menu entry in Catalan.
  await page.getByTestId('staff-content-pages-new').click();
  await page.getByTestId('staff-content-page-language').selectOption('ca-ES');
  await page.getByTestId('staff-content-page-title').fill(`Novetats ${stamp}`);
  await page.getByTestId('staff-content-page-path').fill(word);
  await page.getByTestId('staff-content-page-save').click();
  const row = page.locator('[data-testid^="staff-content-page-"]', { hasText: `/d/${word}/` }).first();
  await expect(row).toBeVisible();
  const pageId = (await row.textContent())?.match(new RegExp(`/d/${word}/(\\d+)`))?.[1];
  expect(pageId).toBeTruthy();

  // The block on it, its HTML with a script and a handler.
  await page.getByTestId('staff-content-blocks-new').click();
  await page.getByTestId('staff-content-block-page').selectOption(pageId!);
  await page.getByTestId('staff-content-block-language').selectOption('ca-ES');
  await page.getByTestId('staff-content-block-name').fill(`Bloc ${stamp}`);
  await page
    .getByTestId('staff-content-block-html')
    .fill(`<p class="novetat" onclick="window.__hacked = true">${text}</p><script>window.__hacked = true</script>`);
  const preview = page.getByTestId('staff-content-block-preview-body');
  await expect(preview).toContainText(text);
  await expect(page.getByTestId('staff-content-block-preview-cleaned')).toBeVisible();
  expect(await preview.innerHTML()).not.toMatch(/<script|onclick/i);
  await page.getByTestId('staff-content-block-save').click();
  await expect(page.getByTestId('staff-content')).toBeVisible();
  await expect(page.getByTestId('staff-content-blocks-list')).toContainText(`Bloc ${stamp}`);

  // A customer, in Catalan, opens the page from the menu's address and reads the text; nothing ran.
  const customer = await context.newPage();
  await context.addCookies([
    { name: 'lang', value: 'ca-ES', url: E2E_SERVERS.maintenance.url },
    { name: 'maintenance_bypass', value: '1', url: E2E_SERVERS.maintenance.url },
  ]);
  await customer.goto('/acces');
  await acceptCookies(customer);
  await signIn(customer, 'domestic');
  await customer.goto(`/d/${word}/${pageId}`);
  const shown = customer.getByTestId('dynamic-page');
  await expect(shown).toContainText(text);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Novetats ${stamp}`);
  const html = await shown.innerHTML();
  expect(html).not.toMatch(/<script|onclick/i);
  expect(await customer.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
  await customer.getByText(text).click();
  expect(await customer.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
  await customer.close();

  // The page goes, its block with it, once confirmed.
  await page.goto('/staff/content');
  await page.getByTestId(`staff-content-page-${pageId}-delete`).click();
  await expect(page.getByTestId('staff-content-page-delete')).toContainText('1');
  await page.getByTestId('staff-content-page-delete-confirm').click();
  await expect(page.getByTestId(`staff-content-page-${pageId}`)).toHaveCount(0);
  await expect(page.getByTestId('staff-content-blocks-list')).not.toContainText(`Bloc ${stamp}`);
});
