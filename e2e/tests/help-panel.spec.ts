import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptCookies, signIn } from './helpers.ts';
import { axeBuilder } from './page-checks.ts';

/**
 * Whether a tap at the centre of an element reaches that element (or something inside it): not
 * off the screen, and not under the sticky header, another floating part or the element itself.
 */
async function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function expectOpenPanel(page: Page) {
  const dialog = page.getByTestId('help-dialog');
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog, to its title.
  await expect(page.locator('#help-dialog-title')).toBeFocused();
  expect(await reachable(page.locator('#help-dialog-title')), 'the title is in sight, not under the header').toBe(true);
  expect(await reachable(page.getByTestId('help-close')), 'the close button can be tapped').toBe(true);
  expect(await reachable(page.getByTestId('help-button')), 'the help button is not covered').toBe(true);
  return dialog;
}

for (const width of [390, 1366]) {
  test(`at ${width} px the help panel shows its title and close, closes by tap and by Escape, and gives the focus back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.goto('/acces');
    await acceptCookies(page);
    await signIn(page, 'domestic');
    await expect(page.getByTestId('overview-page')).toBeVisible();

    // Open with a tap, close with the dialog's own close: nothing behind it (the account menu) opens.
    await page.getByTestId('help-button').click();
    await expectOpenPanel(page);
    const violations = (await axeBuilder(page).include('#help-dialog').analyze()).violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
    await page.getByTestId('help-close').click();
    await expect(page.getByTestId('help-dialog')).toHaveCount(0);
    await expect(page.locator('#account-menu')).toHaveCount(0);
    await expect(page.getByTestId('help-button')).toBeFocused();

    // With the keyboard: Enter opens it, Escape closes it, the focus is back on the help button.
    await page.keyboard.press('Enter');
    await expectOpenPanel(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('help-dialog')).toHaveCount(0);
    await expect(page.getByTestId('help-button')).toBeFocused();

    // The help button closes it too, and the page behind is the same page: no Back needed.
    await page.getByTestId('help-button').click();
    await expectOpenPanel(page);
    await page.getByTestId('help-button').click();
    await expect(page.getByTestId('help-dialog')).toHaveCount(0);
    await expect(page.getByTestId('overview-page')).toBeVisible();
  });
}
