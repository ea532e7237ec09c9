import { expect, type Page, test } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, signIn } from './helpers.ts';

// The demo's server content (apps/api/src/seed/demo/demo-content-texts.ts) in the reader's language,
// with no broken image or dead link: every answer the page gets is watched for a 404.

function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) failures.push(`${response.status()} ${response.url()}`);
  });
  // A load the page itself gave up on (a navigation) is no failure; anything else is.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`failed ${request.url()}`);
  });
  return failures;
}

test('the login page shows the blocks and banner in the reader’s language, refetched on a switch, with nothing missing', async ({
  page,
  context,
}) => {
  const failures = watchFailures(page);
  await context.addCookies([{ name: 'lang', value: 'de-DE', url: E2E_SERVERS.main.url }]);
  await page.goto('/anmelden');
  await acceptCookies(page);
  const blocks = page.getByTestId('html-blocks-Login');
  await expect(blocks).toContainText('Elektronische Rechnung');
  await expect(blocks).toContainText('Brauchen Sie Hilfe bei der Anmeldung?');
  await expect(page.getByTestId('banner-login')).toContainText('Steigen Sie auf Solarstrom um');
  await expect(blocks.locator('[lang]').first()).toHaveAttribute('lang', 'de-DE');

  await page.getByTestId('language-selector').click();
  await page.getByTestId('language-option-es-ES').click();
  await expect(page).toHaveURL(/\/acceso$/);
  await expect(blocks).toContainText('Factura electrónica');
  await expect(blocks).not.toContainText('Elektronische Rechnung');
  await expect(page.getByTestId('banner-login')).toContainText('Pásate al autoconsumo');

  // The blocks take the theme: links in the primary colour (#00695c), not the browser's blue.
  const link = blocks.getByRole('link', { name: 'Contacta con nosotros' });
  expect(await link.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(0, 105, 92)');
  // The "contact us" link opens the help dialog, and the page stays where it is.
  await link.click();
  await expect(page.getByTestId('help-dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/acceso$/);

  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});

test('a signed-in reader sees the profile banner’s image and reaches the tariffs page in their language', async ({ page, context }) => {
  const failures = watchFailures(page);
  await context.addCookies([{ name: 'lang', value: 'en-US', url: E2E_SERVERS.main.url }]);
  await page.goto('/login');
  await acceptCookies(page);
  await expect(page.getByTestId('html-blocks-Login')).toContainText('Paperless billing');
  await signIn(page, 'domestic', '/login');
  // Sign-in lands on the overview; the profile is in the side menu.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-profile').click();
  const banner = page.getByTestId('banner-home');
  await expect(banner).toContainText('100% renewable energy');
  const image = banner.locator('img');
  await expect(image).toBeVisible();
  // Shown is not loaded: the image's box is laid out before its bytes arrive.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(960);

  await banner.getByRole('link', { name: 'See our tariffs' }).click();
  await expect(page).toHaveURL(/\/d\/tariffs\/\d+$/);
  await expect(page.getByTestId('dynamic-page')).toContainText('Household tariff 2.0TD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our tariffs');
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});
