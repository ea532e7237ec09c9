import { expect, test } from '@playwright/test';
import { acceptCookies, signIn } from './helpers.ts';

test('a private link while logged out goes to login and returns there after login', async ({ page }) => {
  await page.goto('/canvi-de-clau?from=mail');
  await acceptCookies(page);
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(page.url()).toContain('redirectPath=changePassword');
  await signIn(page, 'domestic', '/acces');
  await expect(page).toHaveURL(/\/canvi-de-clau\?from=mail$/);
  await expect(page.getByTestId('change-password-page')).toBeVisible();
});

test('a public page while logged in goes to the homepage', async ({ page }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, 'domestic');
  await page.goto('/acces');
  // The homepage: the overview at / by default.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
