import { expect, type Page } from '@playwright/test';
import { DEMO } from '../servers.ts';

export type TPersona = keyof typeof DEMO;

/** Signs in through the login form, as a customer would. */
export async function signIn(page: Page, persona: TPersona = 'domestic', loginPath = '/acces') {
  if (!page.url().includes(loginPath)) await page.goto(loginPath);
  await page.getByTestId('login-user').fill(DEMO[persona].user);
  await page.getByTestId('login-password').fill(DEMO[persona].password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-form')).toHaveCount(0);
}

/** Accepts the cookie banner so it does not cover the page. */
export async function acceptCookies(page: Page) {
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible()) await page.getByTestId('cookie-accept-all').click();
}
