import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { acceptCookies, message, signIn } from './helpers.ts';
import { test } from './own-customer.ts';
import { axeBuilder } from './page-checks.ts';

// The consumption section of the contract detail (customer-area §1, §2, §5, §8, §9)
// on the real API and the demo readings. Demo data: 12345678Z holds 0001001 (electricity,
// 2.0TD, the flat in the Raval: hourly readings, a gap a few days ago). Catalan, the default
// language: /contractes/electricitat/0001001.

const DETAIL = '/contractes/electricitat/0001001';

async function signedIn(page: Page) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, 'domestic');
}

/** The chart's drawing is on screen (ECharts' SVG with its bars). */
async function chartDrawn(page: Page) {
  await expect(page.getByTestId('consumption-chart-canvas').locator('svg path').first()).toBeAttached();
}

/** A Wednesday (never a clock-change day: those are Sundays) one to two weeks back, with readings on every demo point. */
function normalDay(): string {
  const day = new Date();
  day.setDate(day.getDate() - 8);
  while (day.getDay() !== 3) day.setDate(day.getDate() - 1);
  const pad2 = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad2(day.getMonth() + 1)}-${pad2(day.getDate())}`;
}

/** A day as the Catalan date field shows and reads it: dd/mm/aaaa. */
const shown = (iso: string) => iso.split('-').reverse().join('/');

test.describe('in a browser set to American English', () => {
  test.use({ locale: 'en-US' });

  test('the range is typed as the portal’s Catalan writes a day, dd/mm/aaaa, not mm/dd/yyyy', async ({ page }) => {
    await signedIn(page);
    await page.goto(`${DETAIL}#consumption`);
    await chartDrawn(page);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const start = page.getByTestId('consumption-start');
    await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(start).toHaveAttribute('type', 'text');
    await expect(start).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.getByTestId('consumption-type').selectOption('hourly');
    const day = normalDay();
    const asked = page.waitForRequest((request) => request.url().includes('/cch/chart/') && request.url().includes(`start=${day}`));
    await start.fill(shown(day));
    await page.getByTestId('consumption-end').fill(shown(day));
    await asked;
    // The American order is no Catalan day: a translated message says how to write it.
    await start.fill('03/15/2026');
    await start.blur();
    await expect(page.getByTestId('consumption-start-error')).toHaveText('Escriu la data com dd/mm/aaaa, per exemple 31/12/2026.');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    expect((await axeBuilder(page).include('[data-testid="contract-consumption"]').analyze()).violations).toEqual([]);
  });
});

test('from the contract list with ?action=consumption, the detail lands on #consumption with the monthly chart', async ({ page }) => {
  await signedIn(page);
  await page.goto('/contractes/electricitat?action=consumption');
  await page.getByTestId('contracts-open-0001001').click();
  await expect(page).toHaveURL(/\/contractes\/electricitat\/0001001#consumption$/);
  const section = page.getByTestId('contract-consumption');
  await expect(section.getByRole('heading', { name: message('ca-ES', 'contracts', 'consumption_title') })).toBeVisible();
  await chartDrawn(page);
  // The smooth scroll ends with the section's heading on screen.
  await expect(section.getByRole('heading').first()).toBeInViewport();
  await expect(page.getByTestId('consumption-type')).toHaveValue('monthly');
  await expect(page.getByTestId('consumption-lag')).toContainText('3');
});

test('switches monthly → daily → hourly, and an invalid range says cch_invalid_date without asking the server', async ({ page }) => {
  await signedIn(page);
  await page.goto(`${DETAIL}#consumption`);
  await chartDrawn(page);
  for (const type of ['daily', 'hourly'] as const) {
    const answer = page.waitForResponse((r) => r.url().includes(`/cch/chart/${type}/`) && r.status() === 200);
    await page.getByTestId('consumption-type').selectOption(type);
    await answer;
    await chartDrawn(page);
  }
  await expect(page.getByTestId('consumption-download-csv')).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cch/chart/')) asked.push(request.url());
  });
  const start = await page.getByTestId('consumption-start').inputValue();
  await page.getByTestId('consumption-end').fill('01/01/2020');
  await expect(page.getByTestId('consumption-end-error')).toHaveText(message('ca-ES', 'contracts', 'cch_invalid_date'));
  await expect(page.getByTestId('consumption-end')).toHaveValue('01/01/2020');
  await expect(page.getByTestId('consumption-start')).toHaveValue(start);
  await expect(page.getByTestId('consumption-download-csv')).toBeDisabled();
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
});

test('downloads a normal day of hourly readings as CSV: the header and 24 rows', async ({ page }) => {
  await signedIn(page);
  await page.goto(`${DETAIL}#consumption`);
  await chartDrawn(page);
  await page.getByTestId('consumption-type').selectOption('hourly');
  const day = shown(normalDay());
  await page.getByTestId('consumption-start').fill(day);
  await page.getByTestId('consumption-end').fill(day);
  const download = page.waitForEvent('download');
  await page.getByTestId('consumption-download-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  expect(lines[0]).toBe('CUPS;Data;Hora;Desfasament UTC;Activa (kWh);Exportada (kWh);Reactiva (kVArh);Estimada');
  expect(lines.slice(1)).toHaveLength(24);
  expect(lines[1]).toMatch(/^ES0031408000000001AP0F;/);
});

test('the contract detail with the chart drawn has no axe violation of any impact', async ({ page }) => {
  await signedIn(page);
  await page.goto(`${DETAIL}#consumption`);
  await chartDrawn(page);
  await page.waitForLoadState('networkidle');
  const violations = (await axeBuilder(page).analyze()).violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
});

test('at 390 px the section never scrolls sideways, with the hourly views too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await page.goto(`${DETAIL}#consumption`);
  await chartDrawn(page);
  const sideways = () =>
    page.evaluate(() => {
      const scrolling = document.scrollingElement ?? document.documentElement;
      return scrolling.scrollWidth - window.innerWidth;
    });
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.getByTestId('consumption-type').selectOption('hourly');
  await chartDrawn(page);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.getByTestId('consumption-view-heatmap').click();
  await expect(page.getByTestId('consumption-chart')).toHaveAttribute('data-view', 'heatmap');
  await chartDrawn(page);
  expect(await sideways()).toBeLessThanOrEqual(0);
});

test('a click on a month’s bar opens its days, and one on a day’s bar its hours', async ({ page }) => {
  // Bars drawn at once, not grown by the animation: where they are is where they stay.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signedIn(page);
  await page.goto(`${DETAIL}#consumption`);
  await chartDrawn(page);
  await expect(page.getByTestId('consumption-drill-hint')).toHaveText(message('ca-ES', 'contracts', 'consumption_drill_months'));
  // ECharts draws each bar as an SVG path; the tallest narrow path is a bar (legend marks are 14 px high).
  const clickTallestBar = async (type: string) => {
    // Away from the chart first: under the pointer the tooltip draws a full-height shadow that is not a bar.
    await page.mouse.move(0, 0);
    // The whole drawing on screen: a mouse click lands only inside the viewport.
    await page.getByTestId('consumption-chart-canvas').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('consumption-chart-canvas').locator('svg path').first()).toBeAttached();
    const answer = page.waitForResponse((r) => r.url().includes(`/cch/chart/${type}/`) && r.status() === 200);
    const bars = await page
      .getByTestId('consumption-chart-canvas')
      .locator('svg path')
      .evaluateAll((paths) =>
        paths
          // The tooltip's pointer shadow is a translucent grey; bars are filled with the palette.
          .filter((path) => !/rgba|none/.test(path.getAttribute('fill') ?? 'none') && Number(path.getAttribute('fill-opacity') ?? 1) === 1)
          .map((path) => path.getBoundingClientRect())
          .filter((box) => box.width > 2 && box.width < 80 && box.height > 4)
          .map((box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2, height: box.height })),
      );
    const tallest = bars.sort((a, b) => b.height - a.height)[0]!;
    await page.mouse.click(tallest.x, tallest.y);
    return answer;
  };
  const daily = await clickTallestBar('daily');
  await expect(page.getByTestId('consumption-type')).toHaveValue('daily');
  expect(new URL(daily.url()).searchParams.get('start')).toMatch(/-01$/);
  await expect(page.getByTestId('consumption-drill-hint')).toHaveText(message('ca-ES', 'contracts', 'consumption_drill_days'));
  await chartDrawn(page);
  await clickTallestBar('hourly');
  await expect(page.getByTestId('consumption-type')).toHaveValue('hourly');
});

test('at 390 px the consumption section starts within the first screen and a half, after the key data', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await page.goto(DETAIL);
  await chartDrawn(page);
  const top = await page.getByTestId('contract-consumption').evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThanOrEqual(844 * 1.5);
  const summaryTop = await page.getByTestId('contract-summary').evaluate((section) => section.getBoundingClientRect().top);
  expect(summaryTop).toBeLessThan(top);
});

test('at 390 px the hourly chart labels the hours with the date once, none of them cut', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await page.goto(`${DETAIL}#consumption`);
  await chartDrawn(page);
  const answer = page.waitForResponse((r) => r.url().includes('/cch/chart/hourly/') && r.status() === 200);
  await page.getByTestId('consumption-type').selectOption('hourly');
  await answer;
  await chartDrawn(page);
  const canvas = page.getByTestId('consumption-chart-canvas');
  await expect(
    canvas
      .locator('svg text')
      .filter({ hasText: /\d{2}:\d{2}/ })
      .first(),
  ).toBeAttached();
  const texts = await canvas.locator('svg').evaluate((svg) => {
    const frame = svg.getBoundingClientRect();
    return Array.from(svg.querySelectorAll('text')).map((text) => {
      const box = text.getBoundingClientRect();
      return {
        text: text.textContent ?? '',
        inside: box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1,
      };
    });
  });
  const ticks = texts.filter((t) => /\d{2}:\d{2}/.test(t.text));
  expect(ticks.length).toBeGreaterThan(2);
  expect(ticks.filter((t) => !t.inside)).toEqual([]);
  // One day in range: its date once, under its first hour; every other tick is a bare time.
  expect(texts.filter((t) => /\d{2}\/\d{2}\/\d{4}/.test(t.text))).toHaveLength(1);
  // The 2.0TD periods by name in the legend (Catalan: punta, pla, vall).
  for (const key of ['tariff_period_peak', 'tariff_period_standard', 'tariff_period_off_peak']) {
    await expect(canvas.locator('svg text').filter({ hasText: message('ca-ES', 'shared', key) })).toBeAttached();
  }
});
