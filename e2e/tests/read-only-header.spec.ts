import { expect, test } from '@playwright/test';
import { demoReadOnlyToken } from './read-only-link.ts';

// A read-only (impersonation) session's header shows the organisation's name in full, and says
// the session is read-only, on a phone as on a laptop.

for (const width of [390, 1366]) {
  test(`at ${width} px the read-only header shows the brand in full and says the session is read-only`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    const token = await demoReadOnlyToken();
    await page.goto(`/perfil?token=${token}`);
    await expect(page.getByTestId('profile-page')).toContainText('12345678Z');
    const brand = page.getByTestId('logo-link').locator('span');
    await expect(brand).toHaveText('Energia Demo');
    const cut = await brand.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut, 'the brand is not cut short').toBe(false);
    const notice = width === 390 ? page.getByTestId('readonly-strip') : page.getByTestId('readonly-badge');
    await expect(notice).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}
