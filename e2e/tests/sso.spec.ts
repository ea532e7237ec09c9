import { expect, type Page, test } from '@playwright/test';
import { SSO_PROVIDER } from '../servers.ts';
import { acceptCookies } from './helpers.ts';
import { staffConsoleSignIn } from './staff-console-steps.ts';

// The single sign-on portal trusts the real OpenID Connect provider (e2e/oidc-provider-server.ts).
test.use({ baseURL: SSO_PROVIDER.portalUrl });

const ATTEMPT_COOKIES = ['openid_nonce', 'openid_key'];

async function portalCookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies(SSO_PROVIDER.portalUrl)).map((cookie) => cookie.name);
}

/** At the provider's development login: any password is accepted, then the consent screen. */
async function signInAtProvider(page: Page) {
  await page.waitForURL(`${SSO_PROVIDER.issuer}/**`);
  await page.locator('input[name="login"]').fill(SSO_PROVIDER.login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('single sign-on through the provider signs in, and logout signs out at the provider too', async ({ page }) => {
  await page.goto('/');
  // With single sign-on and no default login, the portal sends visitors to the provider.
  await signInAtProvider(page);

  // The default homepage is the overview; the profile shows who signed in.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-profile').click();
  await expect(page.getByTestId('profile-page')).toContainText(SSO_PROVIDER.taxId);
  expect(page.url()).toMatch(new RegExp(`^${SSO_PROVIDER.portalUrl}/`));
  expect(page.url()).not.toMatch(/[?&](code|state)=/);
  const signedIn = await portalCookieNames(page);
  expect(signedIn).toEqual(expect.arrayContaining(['token', 'openid_token']));
  for (const name of ATTEMPT_COOKIES) expect(signedIn).not.toContain(name);

  await acceptCookies(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.getByTestId('logout-button').click();
  await page.waitForURL(`${SSO_PROVIDER.issuer}/session/end**`);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  // Back at the portal, logged out: it sends the visitor to the provider again, which now asks
  // for a sign-in because its own session ended too.
  await expect(page.locator('input[name="login"]')).toBeVisible();
  expect(visited).toContain(`${SSO_PROVIDER.portalUrl}/`);
  const signedOut = await portalCookieNames(page);
  expect(signedOut).not.toContain('token');
  expect(signedOut).not.toContain('openid_token');
});

test('a provider answer with a tampered state shows the authentication error page', async ({ page }) => {
  // Start a real sign-on, so the portal holds the nonce and state cookies of this attempt.
  const authorize = page.waitForRequest((request) => request.url().startsWith(`${SSO_PROVIDER.issuer}/auth?`));
  await page.goto('/');
  const state = new URL((await authorize).url()).searchParams.get('state');
  expect(state).toBeTruthy();
  await page.waitForURL(`${SSO_PROVIDER.issuer}/**`);

  // Come back as the provider would, but with the state altered on the way.
  await page.goto(`/connect?code=forged-code&state=${encodeURIComponent(`${state}x`)}`);

  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toBeVisible();
  await expect(errorPage).toHaveAttribute('data-status', '401');
  const cookies = await portalCookieNames(page);
  expect(cookies).not.toContain('token');
  for (const name of [...ATTEMPT_COOKIES, 'openid_token']) expect(cookies).not.toContain(name);
});

test('the staff console keeps its own sign-in on a single sign-on portal: staff are not sent to the customers’ provider', async ({
  page,
}) => {
  await staffConsoleSignIn(page, SSO_PROVIDER.portalUrl);
  await expect(page).toHaveURL(new RegExp(`^${SSO_PROVIDER.portalUrl}/staff`));
});
