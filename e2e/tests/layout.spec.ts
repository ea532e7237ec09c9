import { expect, type Page } from '@playwright/test';
import { acceptCookies, signIn } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeBuilder } from './page-checks.ts';

// Every mounted page, at a phone's and a laptop's width, neither scrolls
// sideways (document.scrollingElement.scrollWidth > innerWidth) nor has an axe violation of any
// impact (axe's default rules: WCAG A/AA and best practices). Each test checks all its pages and
// reports every problem at once rather than stopping at the first.

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
] as const;

const SIGNED_OUT = ['/acces', '/login', '/versio', '/no-such-page'] as const;
// Signed in as a test's own customer (its copies of the household's electricity contract 0001001
// and gas contract 0001003); the dynamic page comes from the menu, the welcome page as the new customer.
// Two groups of pages, two tests: each checks a handful of pages well inside the test timeout on a
// busy machine, where one test of every page took over three minutes.
const signedInLists = ['/factures', '/invoices-multipoint', '/perfil', '/canvi-de-clau'] as const;
const signedInContracts = (contract: (demoName: string) => string) =>
  [
    '/contractes/electricitat',
    `/contractes/electricitat/${contract('0001001')}`,
    `/contractes/electricitat/${contract('0001001')}/factures`,
    '/contractes/gas',
    `/contractes/gas/${contract('0001003')}`,
    `/contractes/gas/${contract('0001003')}/factures`,
  ] as const;
/** /acces is checked with the cookie banner, the rest after it is answered; + dynamic page + welcome page. */
const PLANNED = (SIGNED_OUT.length + signedInLists.length + signedInContracts(String).length + 2) * WIDTHS.length;

/** Combinations checked by this worker; the run's total is the sum of the lines printed (PLANNED when all ran). */
let checked = 0;

/** Overflow and axe on the page as it is now; answers the problems found, one line each. */
async function checkPage(page: Page, label: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  // Lazy parts (menus, banners) settle after the last request.
  await page.waitForTimeout(300);
  const problems: string[] = [];
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    // The element reaching furthest right, to say what widens the page.
    let widest = '';
    let right = window.innerWidth;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && box.width > 0) {
        right = box.right;
        const id = element.getAttribute('data-testid');
        widest = `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} (right edge ${Math.round(box.right)})`;
      }
    }
    return { scrollWidth: scrolling.scrollWidth, innerWidth: window.innerWidth, widest };
  });
  if (scrollWidth > innerWidth)
    problems.push(`${label}: scrolls sideways, ${scrollWidth} px of page on ${innerWidth} px; widest: ${widest}`);
  const results = await axeBuilder(page).analyze();
  for (const violation of results.violations) {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    problems.push(`${label}: axe ${violation.impact} ${violation.id} (${violation.nodes.length}): ${targets}`);
  }
  checked++;
  return problems;
}

async function checkPages(page: Page, width: number, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    problems.push(...(await checkPage(page, `${path} at ${width}px`)));
  }
  return problems;
}

test.afterAll(() => {
  console.log(`layout: ${checked} page × width combinations checked in this worker (${PLANNED} in the whole file)`);
});

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('signed out: the login page (with and without the cookie banner) and the public pages', async ({ page }) => {
      const [first, ...rest] = SIGNED_OUT;
      const problems = await checkPages(page, viewport.width, [first]);
      await acceptCookies(page);
      problems.push(...(await checkPages(page, viewport.width, rest)));
      expect(problems).toEqual([]);
    });

    test('signed in: invoices, multipoint, profile, change password and a dynamic page', async ({ page, ownCustomer }) => {
      await page.goto('/acces');
      await acceptCookies(page);
      await signIn(page, ownCustomer);
      const problems = await checkPages(page, viewport.width, signedInLists);
      // The server's page, by the link its menu entry carries (the side menu holds every entry at any width).
      await page.getByTestId('side-menu-toggle').click();
      const dynamic = page.locator('[data-testid^="side-menu-dynamic-"]').first();
      const href = await dynamic.getAttribute('href');
      expect(href).toBeTruthy();
      await page.keyboard.press('Escape');
      problems.push(...(await checkPages(page, viewport.width, [href ?? ''])));
      expect(problems).toEqual([]);
    });

    test('signed in: both contract lists, a contract of each type and its invoices', async ({ page, ownCustomer }) => {
      await page.goto('/acces');
      await acceptCookies(page);
      await signIn(page, ownCustomer);
      expect(await checkPages(page, viewport.width, signedInContracts(ownCustomer.contract))).toEqual([]);
    });

    test('the new customer: the welcome page, with a menu of only the new-contract entries (visitor-and-shell §6)', async ({ page }) => {
      await page.goto('/acces');
      await acceptCookies(page);
      await signIn(page, 'newCustomer');
      await page.goto('/benvingut');
      await expect(page.getByTestId('welcome-page')).toBeVisible();
      const problems = await checkPage(page, `welcome at ${viewport.width}px`);
      await page.getByTestId('side-menu-toggle').click();
      await expect(page.getByTestId('side-menu-new-contract-electricity')).toBeVisible();
      await expect(page.getByTestId('side-menu-new-contract-dual')).toBeVisible();
      await expect(page.getByTestId('side-menu-welcome')).toHaveCount(0);
      await expect(page.getByTestId('side-menu-logout')).toBeVisible();
      await expect(page.getByTestId('side-menu')).not.toContainText('No options available');
      expect(problems).toEqual([]);
    });
  });
}

/** Whether each element holds one line of text: a label that wraps is taller than one line and its padding. */
async function isOneLine(page: Page, selector: string): Promise<boolean[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.75;
      return (
        (element as HTMLElement).offsetHeight <=
        lineHeight + Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom) + 4
      );
    }),
  );
}

test.describe('the header fits', () => {
  for (const language of ['ca-ES', 'de-DE'] as const) {
    test(`at 1366 px in ${language}: menu labels on one line or collapsed, the name and logout whole and on screen`, async ({
      page,
      ownCustomer,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/acces');
      await acceptCookies(page);
      await page.getByTestId('language-selector').click();
      await page.getByTestId(`language-option-${language}`).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await signIn(page, ownCustomer, new URL(page.url()).pathname);
      await expect(page.getByTestId('account-menu-button')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const nav = page.getByTestId('top-menu');
      if ((await nav.getAttribute('data-collapsed')) !== 'true') {
        expect(await isOneLine(page, '[data-testid^="top-menu-"]')).not.toContain(false);
        // Labels do not run together: each button ends before the next begins.
        const boxes = await page
          .locator('[data-testid^="top-menu-"]')
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
        for (let i = 1; i < boxes.length; i++) expect(boxes[i].left).toBeGreaterThanOrEqual(boxes[i - 1].right);
      }
      for (const id of ['account-menu-button', 'logout-button', 'language-selector']) {
        const box = await page.getByTestId(id).boundingBox();
        expect(box, id).not.toBeNull();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
      }
      expect(await isOneLine(page, '[data-testid="logout-button"]')).toEqual([true]);
      // The first name, not a name cut short.
      await expect(page.getByTestId('profile-header-name')).not.toContainText('…');
    });
  }

  test('on a phone: no name or logout off the bar; logout and language reachable; dialogs full-screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/acces');
    await acceptCookies(page);
    await signIn(page, 'domestic');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(page.getByTestId('logout-button')).toBeHidden();
    await expect(page.getByTestId('language-selector')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('account-menu-button')).toBeInViewport({ ratio: 1 });
    // The cookie preferences, reopened from the footer, fill the phone's screen.
    await page.getByTestId('footer-cookie-preferences').click();
    const dialog = page.getByTestId('cookie-preferences-dialog').locator('.MuiDialog-paper');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
    await page.getByTestId('cookie-preferences-close').click();
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-logout').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});
