import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptCookies, listInvoices, signIn, type TListedInvoice } from './helpers.ts';

// A customer on a phone sees and pays a bill without scrolling sideways; on a laptop
// the table's status and Pay are in sight. Read only: the shared household persona, whose
// contract 0001001 has its newest invoices open and payable (demo-invoices-data.ts); nothing is
// paid here (invoice-payment.spec.ts pays, on its own customers).

/** How far the page scrolls sideways: 0 when it fits. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** An amount as the Catalan page writes it, as a pattern: 1234.5 → "1.234,50" (the grouping dot optional). */
const amountPattern = (amount: number) => {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  return new RegExp(`${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\\.?')},${cents}`);
};

/** The element is wholly inside the viewport's width (not cut, not off to the right). */
async function wholeAcross(page: Page, locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${what} is drawn`).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen (${width} px)`).toBeLessThanOrEqual(width);
}

async function signedInAt(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, 'domestic');
  // Sign-in lands on the overview; the invoices are what these tests read.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await page.goto('/factures');
  await expect(page.getByTestId('invoices-page')).toBeVisible();
  await expect(page.getByTestId('invoices-table')).toBeVisible();
}

async function payableInvoice(page: Page): Promise<TListedInvoice> {
  const invoice = (await listInvoices(page, 'electricity', '0001001')).find((candidate) => candidate.online_payment.payment_enabled);
  if (!invoice) throw new Error('the household persona has no payable invoice of 0001001');
  return invoice;
}

for (const { width, height, layout } of [
  { width: 390, height: 844, layout: 'cards' },
  { width: 1366, height: 900, layout: 'table' },
] as const) {
  test(`at ${width} px the amount, state and Pay of an invoice are in sight, without sideways scrolling`, async ({ page }) => {
    await signedInAt(page, width, height);
    await expect(page.getByTestId('invoices-table')).toHaveAttribute('data-layout', layout);
    const invoice = await payableInvoice(page);
    const row = page.getByTestId(`invoice-row-${invoice.id}`);
    await expect(row).toBeVisible();

    const amount = row.getByText(amountPattern(invoice.amount_total)).first();
    const state = row.locator('[data-status]');
    const pay = page.getByTestId(`invoice-pay-${invoice.id}`);
    await expect(amount).toBeVisible();
    await expect(state).toBeVisible();
    await expect(pay).toBeVisible();
    await wholeAcross(page, amount, 'the amount');
    await wholeAcross(page, state, 'the state');
    await wholeAcross(page, pay, 'Pay');
    // The state chip shows its whole label ("Pending collec…" was cut at 1366 px).
    expect(await state.locator('.MuiChip-label').evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    if (layout === 'table') {
      // Nothing of the table hides behind a sideways scroll of its own box either.
      const box = page.getByTestId('invoices-table').locator('xpath=..');
      expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
}

test('the invoices page scrolls sideways at no width: 360, 390, 768, 1366 and 1920 px', async ({ page }) => {
  await signedInAt(page, 1366, 900);
  // Each width in a page of its own, laid out at that width from the start (the session is the
  // context's cookie). Not one page resized from width to width: once, on a busy machine, Chromium
  // kept applying the 600 px breakpoint's CSS to a page shrunk from 1366 to 360 px for the whole
  // 45 s wait (the header's name and logout button shown at 360 px, and 16 px of sideways scroll),
  // while the page's own media queries in script saw 360 px.
  for (const width of [360, 390, 768, 1366, 1920]) {
    const view = await page.context().newPage();
    await view.setViewportSize({ width, height: 900 });
    await view.goto('/factures');
    await expect(view.getByTestId('invoices-table')).toHaveAttribute('data-layout', width < 900 ? 'cards' : 'table');
    // The chart draws after its chunk loads and follows its box's width.
    await expect(view.getByTestId('invoices-chart-canvas').locator('svg')).toBeVisible();
    await expect.poll(() => sidewaysScroll(view), { message: `${width} px` }).toBeLessThanOrEqual(0);
    await view.close();
  }
});

/** The chart's words that fall outside its drawing (clipped labels), and the month labels of its axis. */
const chartLabels = (page: Page) =>
  page
    .getByTestId('invoices-chart-canvas')
    .locator('svg')
    .evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      const texts = Array.from(svg.querySelectorAll('text')).filter((text) => (text.textContent ?? '').trim() !== '');
      const outside = texts.filter((text) => {
        const box = text.getBoundingClientRect();
        return box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5;
      });
      return {
        outside: outside.map((text) => text.textContent),
        months: [...new Set(texts.map((text) => text.textContent ?? '').filter((label) => /\b20\d\d$/.test(label.trim())))],
      };
    });

// Every month label whole: clipped labels, or two years of months in 390 px, are unreadable.
for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test(`the invoice chart at ${width} px keeps every label whole inside its drawing${width < 900 ? ', the newest 12 months in view' : ''}`, async ({
    page,
  }) => {
    await signedInAt(page, width, height);
    // A hundred invoices a page: two years of months on the chart.
    await page.goto('/factures?size=100');
    await expect(page.getByTestId('invoices-chart-canvas').locator('svg text').first()).toBeVisible();
    await expect.poll(async () => (await chartLabels(page)).outside, { message: 'labels outside the chart' }).toEqual([]);
    const { months } = await chartLabels(page);
    expect(months.length).toBeGreaterThan(1);
    if (width < 900) expect(months.length, `month labels in view on a phone: ${months.join(', ')}`).toBeLessThanOrEqual(12);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
}

test('on a phone, applied filters and the page stay in the address: a reload shows the same list', async ({ page }) => {
  await signedInAt(page, 390, 844);
  await page.getByTestId('invoices-filter-category').selectOption('paid');
  await page.getByTestId('invoices-filter-value-0').selectOption('open');
  await page.getByTestId('invoices-filter-add').click();
  await page.getByTestId('invoices-filter-apply').click();
  await expect(page).toHaveURL(/[?&]filter=paid%3Aexact%3Aopen/);
  const states = () =>
    page
      .getByTestId('invoices-table')
      .locator('[data-status]')
      .evaluateAll((chips) => [...new Set(chips.map((chip) => chip.getAttribute('data-status')))]);
  await expect.poll(states).not.toContain('paid');

  await page.reload();
  await expect(page.getByTestId('invoices-table')).toBeVisible();
  await expect(page.locator('li[data-testid^="invoices-filter-chip-"]')).toHaveCount(1);
  await expect(page.getByTestId('invoices-filter-apply')).toBeDisabled();
  await expect.poll(states).not.toContain('paid');
  expect((await states()).length).toBeGreaterThan(0);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test('?action=payOnline opens the payment of a payable invoice and leaves the address', async ({ page }) => {
  await signedInAt(page, 390, 844);
  await page.goto('/factures?action=payOnline');
  await expect(page.getByTestId('payment-dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/factures$/);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});
