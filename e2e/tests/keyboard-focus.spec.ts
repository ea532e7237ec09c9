import { expect, type Locator, type Page, test as plain } from '@playwright/test';
import { acceptCookies, listInvoices, signIn, type TSignInAs } from './helpers.ts';
import { test } from './own-customer.ts';

// Keyboard users keep their place (WCAG 2.4.7 and 2.4.11, 2.4.3): a focused control shows a
// clear outline, and after a download, a payment or opening a contract the focus is on the
// control that started it, or on the page it opened, never back at the top of the document.

const WIDTHS = [390, 1366] as const;
const viewport = (width: number) => ({ width, height: width === 390 ? 844 : 768 });

/** sRGB "rgb(r, g, b)" or "rgba(…)" as numbers. */
const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
const luminance = (colour: string) => {
  const [r = 0, g = 0, b = 0] = channels(colour).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The focused element's outline, and the colour behind it (the nearest ancestor with a background). */
async function focusedOutline(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    let behind = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') {
        behind = background;
        break;
      }
    }
    return {
      testId: element.getAttribute('data-testid'),
      outlineStyle: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineColour: style.outlineColor,
      behind,
    };
  });
}

/** Presses Tab until the element is focused (at most 40 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the control');
}

async function expectClearRing(page: Page, what: string) {
  const ring = await focusedOutline(page);
  expect(ring.outlineStyle, `${what}: an outline is drawn`).not.toBe('none');
  expect(ring.outlineWidth, `${what}: at least 2 px`).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.outlineColour, ring.behind), `${what}: ${ring.outlineColour} on ${ring.behind}`).toBeGreaterThanOrEqual(3);
}

async function signedIn(page: Page, as: TSignInAs, width: number) {
  await page.setViewportSize(viewport(width));
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, as);
  // Sign-in lands on the overview; the invoices are what these tests read.
  await expect(page.getByTestId('overview-page')).toBeVisible();
  await page.goto('/factures');
  await expect(page.getByTestId('invoices-table')).toBeVisible();
}

for (const width of WIDTHS) {
  plain(`at ${width} px a button, a header button and a link focused with Tab show a clear outline`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await page.goto('/acces');
    await acceptCookies(page);
    await tabTo(page, page.getByTestId('side-menu-toggle'));
    await expectClearRing(page, 'the header menu button');
    await tabTo(page, page.getByTestId('login-submit'));
    await expectClearRing(page, 'the login button');
    await tabTo(page, page.locator('main a').first());
    await expectClearRing(page, 'a link of the page');
  });

  plain(`at ${width} px the focus stays on the invoice's download button through a PDF download`, async ({ page }) => {
    await signedIn(page, 'domestic', width);
    const invoice = (await listInvoices(page, 'electricity'))[0];
    if (!invoice) throw new Error('the persona has invoices');
    const button = page.getByTestId(`invoice-download-${invoice.id}`);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(`invoice-download-${invoice.id}-pdf`)).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeFocused();
  });

  plain(`at ${width} px the focus stays on the contract report button through its download`, async ({ page }) => {
    await signedIn(page, 'domestic', width);
    await page.goto('/contractes/electricitat/0001001');
    const report = page.getByTestId('button-download-report');
    await report.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(report).not.toHaveAttribute('aria-disabled', 'true');
    await expect(report).toBeFocused();
  });

  plain(`at ${width} px opening a contract from the list focuses its heading, and Back focuses the link again`, async ({ page }) => {
    await signedIn(page, 'domestic', width);
    await page.goto('/contractes/electricitat');
    const open = page.getByTestId('contracts-open-0001001');
    await open.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByTestId('contract-detail-page').locator('h1');
    await expect(heading).toContainText('0001001');
    await expect(heading).toBeFocused();
    await page.goBack();
    await expect(page.getByTestId('contracts-page')).toBeVisible();
    await expect(open).toBeFocused();
  });

  test(`at ${width} px closing a paid invoice's dialog puts the focus on that invoice's row, not the top of the page`, async ({
    page,
    ownCustomer,
  }) => {
    await signedIn(page, ownCustomer, width);
    const invoice = (await listInvoices(page, 'electricity', ownCustomer.contract('0001001')))[0];
    if (!invoice) throw new Error('the copy has invoices');
    await page.getByTestId(`invoice-pay-${invoice.id}`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('payment-card-form')).toBeVisible();
    await page.getByTestId('field-card-number').fill('4242424242424242');
    await page.getByTestId('field-card-expiry').fill(`12/${String(new Date().getFullYear() + 5).slice(-2)}`);
    await page.getByTestId('field-card-cvc').fill('123');
    await page.getByTestId('field-card-postal-code').fill('17001');
    await page.getByTestId('payment-submit').click();
    await expect(page.getByTestId('payment-success')).toBeVisible();
    await page.getByTestId('payment-close').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('payment-dialog')).toHaveCount(0);
    await expect(page.getByTestId(`invoice-pay-${invoice.id}`)).toHaveCount(0);
    await expect(page.getByTestId(`invoice-download-${invoice.id}`)).toBeFocused();
  });
}
