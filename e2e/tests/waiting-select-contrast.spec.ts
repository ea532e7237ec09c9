import { expect, type Page } from '@playwright/test';
import { acceptCookies, signIn } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeBuilder } from './page-checks.ts';

// A select whose options load (the contact's categories, the claim's types and subtypes) waits
// disabled, and its label used to fade back from the disabled grey over MUI's colour transition
// once it was enabled: an axe check taken in those milliseconds found an enabled field with a
// label below 4.5:1 (customer-service-wide.spec.ts and claims.spec.ts, now and then). Each test
// holds the options' answer, reads the label while they load, and reads its colour at the moment
// the select is enabled.

/** The label's contrast ratio against the first opaque background behind it (WCAG 2 relative luminance). */
function labelContrast(page: Page, labelId: string): Promise<number> {
  return page.evaluate((id) => {
    const label = document.getElementById(id)!;
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(label).color);
    let element: Element | null = label;
    let background = [255, 255, 255];
    while (element) {
      const [br = 0, bg = 0, bb = 0, ba = 1] = rgba(getComputedStyle(element).backgroundColor);
      if (ba > 0) {
        background = [br, bg, bb];
        break;
      }
      element = element.parentElement;
    }
    const shown = [r, g, b].map((channel, i) => channel * a + background[i]! * (1 - a));
    const luminance = (rgb: number[]) => {
      const [lr, lg, lb] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    const [light, dark] = [luminance(shown), luminance(background)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  }, labelId);
}

/** Holds every request matching `url` until the returned function is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Lets the held options through and checks the select `id` as they arrive: its label's colour at
 * the moment it is enabled is the colour it keeps, that colour's contrast, and axe on the label.
 * The observer is in place before the options are let through: on a busy machine they could
 * otherwise arrive, and the select be enabled, before a watcher installed alongside them ran.
 */
async function expectSteadyLabelAsOptionsArrive(page: Page, id: string, release: () => void) {
  const select = page.locator(`#${id}`);
  const labelId = `${id}-label`;
  await expect(select).toBeDisabled();
  await expect(select).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator(`#${labelId}`)).toBeVisible();
  expect(await labelContrast(page, labelId), `${id} while its options load`).toBeGreaterThanOrEqual(4.5);

  await page.evaluate(
    ([fieldId, label]) => {
      const field = document.getElementById(fieldId!) as HTMLSelectElement;
      (window as unknown as { labelColourAtEnabling: Promise<string> }).labelColourAtEnabling = new Promise<string>((resolve) => {
        new MutationObserver((_, observer) => {
          if (field.disabled) return;
          observer.disconnect();
          resolve(getComputedStyle(document.getElementById(label!)!).color);
        }).observe(field, { attributes: true, attributeFilter: ['disabled'] });
      });
    },
    [id, labelId],
  );
  release();
  const colour = await page.evaluate(() => (window as unknown as { labelColourAtEnabling: Promise<string> }).labelColourAtEnabling);
  await expect(select).toBeEnabled();
  await expect(select).not.toHaveAttribute('aria-busy');
  const enabledColour = await page.evaluate((label) => getComputedStyle(document.getElementById(label)!).color, labelId);
  expect(colour, `${id}: no colour change (and no fading) as the options arrive`).toBe(enabledColour);
  expect(await labelContrast(page, labelId), `${id} once they have arrived`).toBeGreaterThanOrEqual(4.5);
  const scan = await axeBuilder(page).include(`#${labelId}`).analyze();
  expect(scan.violations.map((v) => v.id)).toEqual([]);
}

test.beforeEach(async ({ page, ownCustomer }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, ownCustomer);
});

test('the contact category’s label keeps its contrast while the categories load and as they arrive', async ({ page }) => {
  const release = await hold(page, /\/api\/v1\/crm\/cases\/categories\//);
  await page.goto('/atencio-al-client');
  await expectSteadyLabelAsOptionsArrive(page, 'contact-category', release);
});

test('the claim’s type and subtype labels keep their contrast as their options arrive, and no label fades its colour', async ({ page }) => {
  const releaseTypes = await hold(page, /\/api\/v1\/atc\/tipus(\?|$)/);
  const releaseSubtypes = await hold(page, /\/api\/v1\/atc\/tipus\/\d+\/subtipus/);
  await page.goto('/reclamacions');
  await expectSteadyLabelAsOptionsArrive(page, 'atc-type', releaseTypes);

  await page.locator('#atc-type').selectOption({ index: 1 });
  await expectSteadyLabelAsOptionsArrive(page, 'atc-subtype', releaseSubtypes);

  // Whatever enables a field (options arriving, a choice made elsewhere), its label's colour
  // changes at once: the theme animates only the label's move and shrink.
  const transitions = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.MuiInputLabel-root'), (label) => getComputedStyle(label).transitionProperty),
  );
  expect(transitions.length).toBeGreaterThan(0);
  for (const property of transitions) expect(property.split(', ')).not.toContain('color');
});
