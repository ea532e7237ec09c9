import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, signIn } from './helpers.ts';

// No layout shift on the pages with a chart: the invoices page and the contract page reserve the
// chart's place before ECharts and the data arrive, so the list under the invoices' chart and the
// sections under the consumption chart stay where they were first drawn. Measured as the browser
// does for Core Web Vitals: every `layout-shift` entry of the page load not caused by input,
// added up (a sum, which is never less than CLS's largest session window), from a cold cache (the
// chart's chunk arriving last is the case that moved the list), until the chart is drawn. Read
// only: the household persona (12345678Z), whose contract 0001001 has invoices and readings.

/** Above this a page's layout shift is "needs improvement" (web.dev/articles/cls). */
const MAX_LAYOUT_SHIFT = 0.1;

interface TShift {
  value: number;
  at: number;
  sources: string[];
}

/** Records every layout shift of each document the page loads, from its first paint. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: TShift[] = [];
    (window as unknown as { __layoutShifts: TShift[] }).__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const testId = node.closest('[data-testid]')?.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${testId ? ` in [data-testid=${testId}]` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(
            (source) => `${describe(source.node)} ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)} px`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the current document so far, and what moved. */
async function layoutShift(page: Page): Promise<{ total: number; shifts: TShift[] }> {
  // Two frames: a shift of the last render is reported after it is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: TShift[] }).__layoutShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** Signed in as the household persona, then a cold load of `path` (nothing of it in the cache). */
async function coldLoad(page: Page, width: number, height: number, path: string) {
  await page.setViewportSize({ width, height });
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, 'domestic');
  await expect(page.getByTestId('overview-page')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await recordLayoutShifts(page);
  await page.goto(path);
}

const expectNoLayoutShift = async (page: Page, what: string) => {
  // Whatever else the page loads after the chart (the list's second request, fonts) has its time too.
  await page.waitForLoadState('networkidle');
  const { total, shifts } = await layoutShift(page);
  expect(total, `${what}: layout shift ${total.toFixed(3)}\n${JSON.stringify(shifts, null, 2)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
};

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${width} px the invoices page does not move while its chart arrives`, async ({ page }) => {
    await coldLoad(page, width, height, '/factures');
    await expect(page.getByTestId('invoices-table')).toBeVisible();
    await expect(page.getByTestId('invoices-chart-canvas').locator('svg')).toBeVisible();
    await expectNoLayoutShift(page, `invoices page at ${width} px`);
  });

  test(`at ${width} px the contract page does not move while its consumption chart arrives`, async ({ page }) => {
    await coldLoad(page, width, height, '/contractes/electricitat/0001001');
    await expect(page.getByTestId('contract-consumption')).toBeVisible();
    await expect(page.getByTestId('consumption-chart-canvas').locator('svg path').first()).toBeAttached();
    await expectNoLayoutShift(page, `contract page at ${width} px`);
  });
}
