import { expect, test } from '@playwright/test';
import { acceptCookies } from './helpers.ts';
import { axeBuilder } from './page-checks.ts';

for (const path of ['/acces', '/login']) {
  test(`the login page ${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await acceptCookies(page);
    await expect(page.getByTestId('login-form')).toBeVisible();
    const results = await axeBuilder(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the cookie banner itself has no serious or critical violations', async ({ page }) => {
  await page.goto('/acces');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  const results = await axeBuilder(page).include('[data-testid="cookie-banner"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
