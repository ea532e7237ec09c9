import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_STAFF, E2E_SERVERS } from '../servers.ts';
import { axeViolations, expectNoSidewaysScroll } from './page-checks.ts';

// "View as this customer" (docs/staff.md): staff obtain the customer's read-only token through the
// staff API, the portal opens with it and says so in a banner on every page, and the trail names
// the staff member who looked.

const API = `${E2E_SERVERS.main.url}/api/v1`;
const CUSTOMER = '12345678Z';

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API}/staff/login`, { data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

for (const width of [390, 1366]) {
  test(`at ${width} px a view-as session shows its banner on every page, with no axe violation, and the trail names the staff member`, async ({
    page,
    request,
  }) => {
    const staff = await staffToken(request);
    const headers = { authorization: `Bearer ${staff}` };
    const found = await request.get(`${API}/staff/customers?q=${CUSTOMER}`, { headers });
    const [hit] = ((await found.json()) as { items: Array<{ id: number; matched: string }> }).items;
    expect(hit?.matched).toBe('tax_id');
    const viewAs = await request.post(`${API}/staff/customers/${hit!.id}/view-as`, { headers });
    expect(viewAs.status()).toBe(200);
    const { url } = (await viewAs.json()) as { url: string };
    expect(url).toContain('/#token=');

    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.goto(url);
    const banner = page.getByTestId('view-as-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/\d{1,2}:\d{2}/);
    // The token left the address.
    await expect.poll(() => page.url()).not.toContain('token=');
    await expectNoSidewaysScroll(page, `home at ${width} px`);
    expect(await axeViolations(page)).toEqual([]);

    // Another page: the banner is still there, read-only badge or not.
    await page.goto('/perfil');
    await expect(page.getByTestId('profile-page')).toContainText(CUSTOMER);
    await expect(banner).toBeVisible();
    await expectNoSidewaysScroll(page, `profile at ${width} px`);
    expect(await axeViolations(page)).toEqual([]);

    // The staff API's trail: the impersonation, by this staff member.
    const accounts = (await (await request.get(`${API}/staff/accounts`, { headers })).json()) as {
      items: Array<{ id: number; email: string }>;
    };
    const staffId = accounts.items.find((account) => account.email === DEMO_STAFF.email)?.id;
    const trail = await request.get(`${API}/staff/trail?customer_id=${hit!.id}&action=impersonation`, { headers });
    const [line] = ((await trail.json()) as { items: Array<{ actor: string; staff_id: number | null }> }).items;
    expect(line).toMatchObject({ actor: 'staff', staff_id: staffId });

    // Ending the view is the logout: the banner goes with the session.
    await banner.getByRole('button').click();
    await expect(banner).toBeHidden();
  });
}
