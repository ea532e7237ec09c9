import { expect, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../servers.ts';

/** Signs the demo staff account in at the console's sign-in page (docs/staff.md, "Staff console"). */
export async function staffConsoleSignIn(page: Page): Promise<void> {
  await page.goto('/staff/login');
  await page.getByTestId('field-email').fill(DEMO_STAFF.email);
  await page.getByTestId('field-password').fill(DEMO_STAFF.password);
  await page.getByTestId('staff-login-submit').click();
  await expect(page.getByTestId('staff-console')).toBeVisible();
}
