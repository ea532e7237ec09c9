import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * The rules every axe check of the suite runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and
 * axe's best practices. axe's default run leaves out some of them (label-content-name-mismatch,
 * WCAG 2.5.3 Label in Name, among others), so every check names them.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** An axe run of the page with the suite's rules; narrow it further with `.include(…)`. */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(AXE_TAGS);
}

/** Every axe violation of the page as it is now, whatever its impact, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeBuilder(page).analyze()).violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** How far the page reaches past the viewport, and the element that reaches furthest right. */
async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; widest: string }> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    let widest = '';
    let right = window.innerWidth;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''} reaches ${Math.round(box.right)} px`;
      }
    }
    return { scrollWidth: scrolling.scrollWidth, innerWidth: window.innerWidth, widest };
  });
}

/** The page does not scroll sideways at the current viewport; the widths are noted in the report. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await overflow(page);
  test.info().annotations.push({ type: 'width', description: `${label}: ${scrollWidth} px of page, ${innerWidth} px screen` });
  expect(scrollWidth, `${label}: ${scrollWidth} px of page on a ${innerWidth} px screen (${widest})`).toBeLessThanOrEqual(innerWidth);
}
