import { expect } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_TOKEN_SECRET } from '../servers.ts';
import { acceptCookies, signIn } from './helpers.ts';
import { test } from './own-customer.ts';

// It sends a password change: as its own customer, so that if the server ever took it, no other
// test would find the shared demo password changed.
test('an expired token mid-session opens the session-expired dialog, whose exit logs out', async ({ page, context, ownCustomer }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, ownCustomer);
  await expect(page.getByTestId('overview-page')).toBeVisible();
  // To the password page while the token is still good, and only then expire it, with no call in
  // flight: a call of the overview answered 401 after the swap would open the dialog before
  // the form is reached (it did on a busy machine, where the list was still loading).
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-changePassword').click();
  await expect(page.getByTestId('change-password-page')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Replace the session's token with one signed by the server's key that expired a minute ago.
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token).toBeDefined();
  const claims = JSON.parse(Buffer.from(token!.value.split('.')[1]!, 'base64url').toString());
  const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(E2E_TOKEN_SECRET));
  await context.addCookies([{ ...token!, value: expired }]);

  // Any authenticated call now answers 401 token_expired: the password change is the next one.
  await page.getByTestId('change-password-current').fill(ownCustomer.password);
  await page.getByTestId('change-password-new').fill('Other-Portal-2026!');
  await page.getByTestId('change-password-repeat').fill('Other-Portal-2026!');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('session-expired-dialog')).toBeVisible();
  await page.getByTestId('session-expired-exit').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
});
