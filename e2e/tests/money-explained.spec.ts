import { expect, type Page } from '@playwright/test';
import { acceptCookies, message, sessionToken, signIn } from './helpers.ts';
import { type TOwnCustomer, test } from './own-customer.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// Money that is explained, on a phone and a laptop, in Catalan (the portal's default): the
// household's house (0001002) has an invoice in manual verification, not payable; its closed flat
// (0000871) keeps two inactive battery links (demo-batteries-data.ts). Each test signs in its own
// copy of the household (own-customer.ts), as other tests pay and move batteries on theirs.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function signedIn(page: Page, customer: TOwnCustomer) {
  await page.goto('/acces');
  await acceptCookies(page);
  await signIn(page, customer);
}

/** The id of the customer's invoice in manual verification, through the API (numbers follow the seed day). */
async function verifiedInvoiceId(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/invoices/?limit=500&type=electricity', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  const { items } = (await response.json()) as { items: { id: number; paid_status: string; rectificative_type: string }[] };
  const invoice = items.find((item) => item.paid_status === 'manual_verification_required' && item.rectificative_type === 'N');
  if (!invoice) throw new Error('no invoice in manual verification');
  return invoice.id;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('an invoice in manual verification says so and why, with no Pay button', async ({ page, ownCustomer }) => {
      await signedIn(page, ownCustomer);
      await page.goto('/factures');
      const id = await verifiedInvoiceId(page);
      const row = page.getByTestId(`invoice-row-${id}`);
      await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'payment_being_verified');
      await expect(row.locator('[data-status]')).toHaveText(message('ca-ES', 'invoices', 'invoice_status_payment_being_verified'));
      const reason = row.getByTestId(`invoice-reason-${id}`);
      await expect(reason).toBeVisible();
      await expect(reason).toHaveText(message('ca-ES', 'invoices', 'invoice_reason_payment_being_verified'));
      await expect(page.getByTestId(`invoice-pay-${id}`)).toHaveCount(0);
      await expectNoSidewaysScroll(page, `invoices at ${size.width} px`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("an inactive battery's card says why nothing is available and what becomes of the balance", async ({ page, ownCustomer }) => {
      await signedIn(page, ownCustomer);
      await page.goto(`/contractes/electricitat/${ownCustomer.contract('0000871')}`);
      const sabadell = page.getByTestId('contract-virtual-batteries').getByRole('article', { name: 'Bateria Sabadell' });
      await expect(sabadell).toBeVisible();
      const note = sabadell.getByRole('note');
      await expect(note).toBeVisible();
      const words = (key: string, values: Record<string, string>) =>
        Object.entries(values).reduce(
          (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
          message('ca-ES', 'virtual-batteries', key),
        );
      await expect(note).toContainText(words('battery_inactive_why_ended', { end: '31/12/2020' }));
      await expect(note).toContainText(
        words('battery_inactive_balance_kept_until_linked', { battery: 'Bateria Sabadell' }).split(' (')[0]!,
      );
      await expect(note).toContainText('. Cap factura no en fa servir fins que');
      const toggle = sabadell.getByRole('switch');
      await expect(toggle).toBeDisabled();
      await expect(toggle).not.toBeChecked();
      const noteId = await note.getAttribute('id');
      await expect(toggle).toHaveAttribute('aria-describedby', noteId ?? 'missing');
      // The battery still drawn by the household's other contracts: they keep drawing the balance.
      const girona = page.getByTestId('contract-virtual-batteries').getByRole('article', { name: 'Bateria Girona' });
      await expect(girona.getByRole('note')).toContainText(
        words('battery_inactive_balance_drawn_by_others', { battery: 'Bateria Girona' }).split(': ')[1]!,
      );
      await expectNoSidewaysScroll(page, `contract 0000871 at ${size.width} px`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the tariffs page lists 2.0TD energy in three periods and power in two', async ({ page, ownCustomer }) => {
      await signedIn(page, ownCustomer);
      const routes = await page.request.get('/api/v1/ov_customize/html_dinamic_routes', {
        headers: { authorization: `Bearer ${await sessionToken(page)}`, 'accept-language': 'ca-ES' },
      });
      const [tariffs] = ((await routes.json()) as { items: { id: number; route_path: string }[] }).items;
      await page.goto(`/d/${tariffs!.route_path}/${tariffs!.id}`);
      const content = page.getByTestId('dynamic-page');
      await expect(content.getByRole('table')).toHaveCount(2);
      const [energy, power] = [content.getByRole('table').nth(0), content.getByRole('table').nth(1)];
      await expect(energy.getByRole('row')).toHaveCount(4);
      await expect(power.getByRole('row')).toHaveCount(3);
      await expect(power).not.toContainText('P3');
      await expectNoSidewaysScroll(page, `tariffs at ${size.width} px`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
