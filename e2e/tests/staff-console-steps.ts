import { expect, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../servers.ts';

/**
 * Signs the demo staff account in at the console's sign-in page (docs/staff.md, "Staff console"),
 * of the main portal or of the one at `portalUrl`.
 */
export async function staffConsoleSignIn(page: Page, portalUrl = ''): Promise<void> {
  await page.goto(`${portalUrl}/staff/login`);
  await page.getByTestId('field-email').fill(DEMO_STAFF.email);
  await page.getByTestId('field-password').fill(DEMO_STAFF.password);
  await page.getByTestId('staff-login-submit').click();
  await expect(page.getByTestId('staff-console')).toBeVisible();
}

/** In the console's queue, opens the one signed request of `contract` (docs/staff.md, "Queue"). */
export async function openSigningInQueue(staff: Page, contract: string): Promise<void> {
  await staff.getByTestId('staff-nav-queue').click();
  const row = staff.getByTestId('staff-queue-list').locator('[data-testid^="staff-signing-"]', { hasText: contract });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(staff.getByTestId('staff-signing-evidence')).toContainText(/[0-9a-f]{64}/);
}

/** On an open signed request, approves it and waits for the console to say so. */
export async function approveOpenSigning(staff: Page): Promise<void> {
  await staff.getByTestId('staff-signing-approve').click();
  await staff.getByTestId('staff-signing-approve-confirm').click();
  await expect(staff.getByTestId('staff-signing-decided')).toBeVisible();
}
