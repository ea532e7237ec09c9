import { expect, test } from '@playwright/test';
import { acceptCookies, signIn } from './helpers.ts';

test('the login page shows the retailer’s HTML blocks and banner, with their scripts removed', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  // The seeded content is clean (apps/api/src/seed/demo/demo-content.test.ts); what a careless editor
  // might paste comes here as the API's answer, to prove the browser's own sanitising.
  await page.route('**/api/v1/ov_customize/html_dinamic_elements/?group_name=Login', (route) =>
    route.fulfill({
      json: {
        items: [
          {
            id: 901,
            name: 'Pasted',
            priority: 1,
            group_name: 'Login',
            html_block:
              '<p>Enganxat</p><script>alert(1)</script><img src="data:," onerror="alert(2)"><a href="#help" onclick="alert(3)">x</a>',
            block_height: null,
            block_width: null,
            page_id: null,
            language: 'ca-ES',
          },
        ],
      },
    }),
  );
  await page.goto('/acces');
  await acceptCookies(page);
  await expect(page.getByTestId('banner-login')).toBeVisible();
  await expect(page.getByTestId('banner-login')).toContainText('autoconsum');
  await expect(page.getByTestId('html-block-901')).toContainText('Enganxat');
  // The answer carries a <script> and onerror and onclick handlers: none may survive.
  expect(await page.locator('main script').count()).toBe(0);
  expect(await page.locator('[onerror], [onclick]').count()).toBe(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('a signed-in customer sees the banner’s image on the profile page', async ({ page }) => {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, 'domestic');
  // Sign-in lands on the overview; the home banner belongs to the profile page.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-profile').click();
  const banner = page.getByTestId('banner-home').locator('img');
  await expect(banner).toBeVisible();
  // Shown is not loaded: the image's box is laid out before its bytes arrive.
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
});

test('the API documentation is served from the zod schemas', async ({ request }) => {
  const spec = await request.get('/api/docs/json');
  expect(spec.ok()).toBe(true);
  const body = await spec.json();
  expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/v1/user/login', '/api/v2/ov_customize/ov_settings']));
  const headers = (await request.get('/acces')).headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
});
