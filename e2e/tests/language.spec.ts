import { expect, test } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies } from './helpers.ts';

const LOGIN_PATHS = {
  'ca-ES': '/acces',
  'es-ES': '/acceso',
  'en-US': '/login',
  'gl-ES': '/acceso',
  'fr-FR': '/connexion',
  'de-DE': '/anmelden',
} as const;

for (const [language, path] of Object.entries(LOGIN_PATHS)) {
  test(`switching to ${language} lands on the translated login path`, async ({ page, context }) => {
    const from = language === 'en-US' ? 'ca-ES' : 'en-US';
    await context.addCookies([{ name: 'lang', value: from, url: E2E_SERVERS.main.url }]);
    await page.goto(LOGIN_PATHS[from]);
    await acceptCookies(page);
    const before = await page.getByTestId('login-submit').textContent();
    await page.getByTestId('language-selector').click();
    await page.getByTestId(`language-option-${language}`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe(language);
    await expect(page.getByTestId('login-submit')).not.toHaveText(before ?? '');
  });
}

test('an address in another language redirects to the current language’s path', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'de-DE', url: E2E_SERVERS.main.url }]);
  await page.goto('/acces');
  await expect(page).toHaveURL(/\/anmelden$/);
});
