import { expect, test } from '@playwright/test';
import { DEMO } from '../servers.ts';
import { acceptCookies, sessionToken, signIn } from './helpers.ts';
import { axeViolations } from './page-checks.ts';
import { demoReadOnlyToken } from './read-only-link.ts';

test('a demo customer signs in from the home, lands on the overview and sees their profile', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  // The demo's home shows a visitor its hero (docs/home.md), whose sign-in opens the login page.
  await page.getByTestId('home-hero-login').click();
  await expect(page).toHaveURL(/\/acces$/);
  await signIn(page, 'domestic');
  // The default homepage is the overview at /.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-profile').click();
  await expect(page.getByTestId('profile-page')).toContainText('12345678Z');
  await expect(page.context().cookies()).resolves.toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'token', sameSite: 'Lax' })]),
  );
});

test('a wrong password shows the credentials error and keeps what was typed', async ({ page }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await page.getByTestId('login-user').fill('12345678Z');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('login-error')).not.toBeEmpty();
  await expect(page.getByTestId('login-user')).toHaveValue('12345678Z');
  await expect(page).toHaveURL(/\/acces/);
});

test('the form validates on the client before calling the server', async ({ page }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/user/login')) loginCalls++;
  });
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-form')).toContainText(/./);
  await expect(page.getByTestId('login-user')).toHaveAttribute('aria-invalid', 'true');
  expect(loginCalls).toBe(0);
});

test('logout ends the session', async ({ page }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, 'domestic');
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
});

test('a read-only token in the address signs in read-only and leaves the address', async ({ page }) => {
  const token = await demoReadOnlyToken();
  await page.goto(`/perfil?token=${token}`);
  await expect(page.getByTestId('profile-page')).toContainText('12345678Z');
  await expect(page.getByTestId('readonly-badge')).toBeVisible();
  expect(page.url()).not.toContain('token=');
});

test("another customer's full token in a link does not swap a signed-in customer's session (login CSRF)", async ({ page, request }) => {
  const login = await request.post('/api/v1/user/login', { data: DEMO.company });
  expect(login.ok()).toBe(true);
  const { token: companyToken } = await login.json();
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, 'domestic');

  await page.goto(`/perfil?token=${companyToken}`);
  await expect(page.getByTestId('notice')).toBeVisible();
  await expect(page.getByTestId('profile-page')).toContainText('12345678Z');
  await expect(page.getByTestId('profile-page')).not.toContainText('B58378431');
  expect(page.url()).not.toContain('token=');
  expect(await sessionToken(page)).not.toBe(companyToken);
  await expect(page.getByTestId('readonly-badge')).toHaveCount(0);
});

test("another customer's read-only link asks first, with the keyboard: Escape stays, the other choice opens it", async ({ page }) => {
  const readOnly = await demoReadOnlyToken();
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, 'company');

  await page.goto(`/perfil?token=${readOnly}`);
  const dialog = page.getByTestId('address-token-dialog');
  await expect(dialog).toBeVisible();
  expect(page.url()).not.toContain('token=');
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByTestId('address-token-stay')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('profile-page')).toContainText('B58378431');

  await page.goto(`/perfil?token=${readOnly}`);
  await expect(page.getByTestId('address-token-stay')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('address-token-open')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('profile-page')).toContainText('12345678Z');
  await expect(page.getByTestId('readonly-badge')).toBeVisible();
  expect(await sessionToken(page)).toBe(readOnly);
});
