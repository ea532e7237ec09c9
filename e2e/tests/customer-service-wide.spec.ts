import { expect, type Page } from '@playwright/test';
import { acceptCookies, signIn } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// The customer-service and visitor pages on a laptop's screen (1366 px): no sideways scroll and no axe violation, as
// their own specs check at 390 px. Nothing is sent: the shared demo persona would do, but the
// mailbox of an own customer keeps the list as the seed wrote it.

test.use({ viewport: { width: 1366, height: 900 } });

async function check(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoSidewaysScroll(page, `${label} at 1366 px`);
  expect(await axeViolations(page), label).toEqual([]);
}

test('a visitor’s pages: contact, password reset, sign-up, activation', async ({ page }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  for (const [path, label] of [
    ['/contacte', 'unsigned contact'],
    ['/recordar-clau', 'password reset'],
    ['/registre', 'sign-up'],
    ['/activacio', 'activation'],
  ] as const) {
    await check(page, path, label);
  }
});

test('a customer’s pages: claims, customer service, the mailbox, a new request and a case', async ({ page, ownCustomer }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, ownCustomer);
  for (const [path, label] of [
    ['/reclamacions', 'claims'],
    ['/atencio-al-client', 'customer service'],
    ['/solicituts/crear', 'new request'],
    ['/solicituts', 'mailbox'],
  ] as const) {
    await check(page, path, label);
  }
  // A seeded case, answered by staff: the conversation at full width.
  await page.locator('[data-testid^="request-link-"]').first().click();
  await expect(page.getByTestId('request-conversation')).toBeVisible();
  await expectNoSidewaysScroll(page, 'a case at 1366 px');
  expect(await axeViolations(page), 'a case').toEqual([]);
});
