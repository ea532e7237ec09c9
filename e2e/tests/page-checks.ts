import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Every axe violation of the page as it is now, whatever its impact, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations.map(
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
