import { expect, test } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { staffConsoleSignIn } from './staff-console-steps.ts';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/aquesta-pagina-no-existeix');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await page.getByTestId('not-found-home').click();
  await expect(page.getByTestId('not-found-page')).toHaveCount(0);
});

test('maintenance mode shows the 503 page at / and sends every other path there', async ({ page }) => {
  const url = E2E_SERVERS.maintenance.url;
  await page.goto(`${url}/acces`);
  await expect(page).toHaveURL(`${url}/`);
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByTestId('login-form')).toHaveCount(0);
  await page.goto(`${url}/perfil`);
  await expect(page).toHaveURL(`${url}/`);
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
});

test('in maintenance mode staff still reach the console, where maintenance is switched off', async ({ page }) => {
  await staffConsoleSignIn(page, E2E_SERVERS.maintenance.url);
  await expect(page).toHaveURL(/\/staff/);
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
});
