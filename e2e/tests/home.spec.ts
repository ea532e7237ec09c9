import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_SERVERS } from '../servers.ts';
import { acceptCookies, message, signIn } from './helpers.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';
import { demoReadOnlyToken } from './read-only-link.ts';

// The home at / (docs/home.md; visitor-and-shell §2.2). The demo's settings (the main portal's)
// make it the signed-in dashboard, and for a visitor the home tab groups' hero and tiles; the
// gates-off portal's (e2e/fixtures/gates-off-settings.json) make it the tab groups without the
// hero. These tests only read: the one that signs in opens a dialog and sends nothing.

const LANGUAGES = ['ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;
const home = (key: string, language = 'ca-ES') => message(language, 'home', key);
const READ_ONLY_SHORT = message('ca-ES', 'shared', 'read_only_token_short');
const CHANGE_TILES = ['powerChange', 'ibanChange', 'notificationAddressChange', 'noCesionSips'] as const;

/**
 * A page of its own browser context for the gates-off portal: cookies do not tell ports apart,
 * so in the same context the main portal's session or language cookie would reach it.
 */
const contexts: BrowserContext[] = [];
async function gatesOffPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600 });
  contexts.push(context);
  return context.newPage();
}
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 600 });

    test("a visitor's home: the hero, whose 'begin' takes the view and the keyboard to the actions", async ({ page }) => {
      await page.goto('/');
      const hero = page.getByTestId('home-hero');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(home('home_hero_headline'));
      await expect(hero).toContainText(home('home_hero_subheader'));
      await acceptCookies(page);
      await expect(page.getByTestId('home-concepts').getByRole('heading', { level: 2 })).toHaveText([
        home('home_concept_supply_title'),
        home('home_concept_invoices_title'),
        home('home_concept_modify_title'),
      ]);
      await expect(hero.getByTestId('home-hero-login')).toHaveAttribute('href', '/acces');

      const actions = page.getByTestId('home-actions-title');
      await page.getByTestId('home-hero-begin').click();
      await expect(actions).toBeFocused();
      await expect(actions).toBeInViewport();
      // The keyboard goes on from there: the first tile (a new contract, the wizards being open) is the next stop.
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('home-tile-newContract')).toBeFocused();
      await expect(page.getByTestId('home-tile-newContract')).toHaveAttribute('href', '/nou-client-dual');
    });

    test('a contract tile leads a visitor through the login to the contract list, whose contract opens with the dialog', async ({
      page,
    }) => {
      await page.goto('/');
      await acceptCookies(page);
      const tile = page.getByTestId('home-tile-powerChange');
      await expect(tile).toHaveText(home('home_tile_power_change'));
      await tile.click();
      // A private page: the login carries the way back, action included.
      await expect(page).toHaveURL(/\/acces\?redirectPath=contracts&contractType=electricitat&action=powChange$/);
      await signIn(page, 'domestic');
      // The household has two electricity contracts: the list asks which one, and hands it the action.
      await expect(page).toHaveURL(/\/contractes\/electricitat\?action=powChange$/);
      await expect(page.getByTestId('contracts-action-hint')).toBeVisible();
      await page.getByTestId('contracts-open-0001001').click();
      await expect(page.getByTestId('dialog-power')).toBeVisible();
      expect(page.url()).not.toContain('action=');
    });

    for (const language of LANGUAGES) {
      test(`${language}: the visitor's home has no axe violation and no sideways scroll`, async ({ page }) => {
        await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
        await page.goto('/');
        await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toHaveText(home('home_hero_headline', language));
        await expect(page.getByTestId('home-tile-consumption')).toHaveText(home('home_tile_consumption', language));
        await acceptCookies(page);
        await expectNoSidewaysScroll(page, `${language} home at ${viewport.width}px`);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the alternative home, /altHome: a customer gets the actions without the hero, in six languages, axe clean and without sideways scroll', async ({
      page,
    }) => {
      await page.goto('/acces');
      await acceptCookies(page);
      await signIn(page, 'domestic');
      await expect(page.getByTestId('overview-page')).toBeVisible();
      for (const language of LANGUAGES) {
        await page.context().addCookies([{ name: 'lang', value: language, url: E2E_SERVERS.main.url }]);
        await page.goto('/altHome');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('home-tile-consumption')).toHaveText(home('home_tile_consumption', language));
        await expect(page.getByTestId('home-hero')).toHaveCount(0);
        await expect(page.getByTestId('overview-page')).toHaveCount(0);
        await expectNoSidewaysScroll(page, `${language} /altHome at ${viewport.width}px`);
        expect(await axeViolations(page)).toEqual([]);
      }
    });

    test("a read-only session's home: power, bank, contact and SIPS tiles disabled, each saying why", async ({ browser }) => {
      const page = await gatesOffPage(browser, viewport);
      const token = await demoReadOnlyToken('gatesOff');
      // A token login accepts the consent cookies itself (customer-area §4): no banner to answer.
      await page.goto(`${E2E_SERVERS.gatesOff.url}/?token=${token}`);
      await expect(page.getByTestId('home-actions')).toBeVisible();
      await expect(page.getByTestId('home-hero')).toHaveCount(0);
      for (const id of CHANGE_TILES) {
        const tile = page.getByTestId(`home-tile-${id}`);
        const reason = page.getByTestId(`home-tile-${id}-reason`);
        await tile.scrollIntoViewIfNeeded();
        await expect(tile).toBeDisabled();
        await expect(reason).toBeVisible();
        await expect(reason).toHaveText(READ_ONLY_SHORT);
        await expect(tile).toHaveAccessibleDescription(READ_ONLY_SHORT);
      }
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      // Reading changes nothing: still a link. The contract report is off on this portal: no download tile.
      await expect(page.getByTestId('home-tile-contractList')).toHaveAttribute('href', '/contractes/electricitat');
      await expect(page.getByTestId('home-tile-contractDownload')).toHaveCount(0);
      await expectNoSidewaysScroll(page, `read-only home at ${viewport.width}px`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('with home.hero off, a visitor sees the actions alone, their title the page heading', async ({ browser }) => {
  const page = await gatesOffPage(browser, { width: 1366, height: 900 });
  await page.goto(`${E2E_SERVERS.gatesOff.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home('home_actions_title'));
  await expect(page.getByTestId('home-hero')).toHaveCount(0);
  await expect(page.getByTestId('home-concepts')).toHaveCount(0);
  await expect(page.getByTestId('home-tile-invoiceList')).toHaveAttribute('href', '/factures');
  await acceptCookies(page);
  expect(await axeViolations(page)).toEqual([]);
});

test("the visitor's side menu offers the visitors' pages the settings turn on, and none where they are off", async ({ page, browser }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByTestId('side-menu-toggle').click();
  const menu = page.getByTestId('side-menu');
  for (const [id, key, path] of [
    ['comparator', 'menu_comparator', '/comparador'],
    ['gasComparator', 'menu_gas_comparator', '/comparador-gas'],
    ['powerCalculator', 'menu_power_calculator', '/potencia'],
    ['contact', 'menu_contact', '/contacte'],
  ] as const) {
    const entry = menu.getByTestId(`side-menu-${id}`);
    await expect(entry).toHaveText(message('ca-ES', 'translation', key));
    await expect(entry).toHaveAttribute('href', path);
  }
  await menu.getByTestId('side-menu-powerCalculator').click();
  await expect(page.getByTestId('power-calculator-form')).toBeVisible();

  const off = await gatesOffPage(browser, { width: 1366, height: 900 });
  await off.goto(`${E2E_SERVERS.gatesOff.url}/`);
  await acceptCookies(off);
  await off.getByTestId('side-menu-toggle').click();
  await expect(off.getByTestId('side-menu-login')).toBeVisible();
  for (const id of ['comparator', 'gasComparator', 'powerCalculator', 'newsletter']) {
    await expect(off.getByTestId(`side-menu-${id}`)).toHaveCount(0);
  }
});
