import { expect, type Locator, test } from '@playwright/test';

// The cookie banner's first layer (visitor-and-shell §2.10): rejecting is as easy as accepting
// (the Spanish data-protection authority's cookie guide), and on a phone the banner does not
// keep the login page's links out of reach.

/** Whether the element, when it is on the screen as it stands, is uncovered there. */
async function uncoveredIfInView(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return true;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Whether the element can be brought into sight uncovered: some scroll position shows it clear of the banner. */
async function reachableByScrolling(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    for (const block of ['center', 'start', 'end'] as const) {
      element.scrollIntoView({ block });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && (hit === element || element.contains(hit))) return true;
    }
    return false;
  });
}

for (const width of [390, 1366]) {
  test(`at ${width} px "Reject all" sits beside "Accept all" alike and refuses every optional cookie in one click`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.goto('/acces');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    const reject = banner.getByTestId('cookie-reject-all');
    const accept = banner.getByTestId('cookie-accept-all');
    await expect(reject).toBeVisible();
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          colour: style.color,
          font: style.fontSize,
          weight: style.fontWeight,
          height: element.getBoundingClientRect().height,
        };
      });
    expect(await look(reject)).toEqual(await look(accept));

    await reject.click();
    await expect(banner).toHaveCount(0);
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({
      cookie_consent: 'true',
      consent_preferences: 'false',
      consent_statistics: 'false',
      consent_marketing: 'false',
    });
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test(`at ${width} px every link of the login page can be reached and clicked with the cookie banner open`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.goto('/acces');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(page.getByTestId('login-form')).toBeVisible();
    const links = page.locator('main a, footer a, main button, footer button');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    // On arrival, before any scrolling: whatever of the page is on the screen is not under the banner.
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      if (!(await link.isVisible())) continue;
      const name = (await link.getAttribute('data-testid')) ?? (await link.textContent());
      expect(await uncoveredIfInView(link), `${name} is not under the banner`).toBe(true);
    }
    // And every one of them can be brought into sight and clicked.
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      if (!(await link.isVisible())) continue;
      const name = (await link.getAttribute('data-testid')) ?? (await link.textContent());
      expect(await reachableByScrolling(link), `${name} is reachable`).toBe(true);
    }
    // A real click on the password reset link goes there, with the banner still open.
    await page.locator('main a[href*="recordar-clau"]').click();
    await expect(page).toHaveURL(/recordar-clau/);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
  });
}

test('at 390 px the side menu opens over the banner, and its links take the tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/acces');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await page.getByTestId('side-menu-toggle').click();
  const links = page.getByRole('dialog').getByRole('navigation').getByRole('link');
  await expect(links.first()).toBeVisible();
  // A banner left layered in the page's flex column sat over the drawer and caught these taps.
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    expect(await uncoveredIfInView(link), `${await link.textContent()} is not under the banner`).toBe(true);
  }
  await links.first().click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
