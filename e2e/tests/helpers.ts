import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type APIResponse, expect, type Page } from '@playwright/test';
import { DEMO } from '../servers.ts';

export type TPersona = keyof typeof DEMO;
/** Who signs in: a demo persona (shared, read only) or a test's own customer (own-customer.ts). */
export type TSignInAs = TPersona | { user: string; password: string };

/** Signs in through the login form, as a customer would. */
export async function signIn(page: Page, as: TSignInAs = 'domestic', loginPath = '/acces') {
  const { user, password } = typeof as === 'string' ? DEMO[as] : as;
  if (!page.url().includes(loginPath)) await page.goto(loginPath);
  await page.getByTestId('login-user').fill(user);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-form')).toHaveCount(0);
}

/** Accepts the cookie banner so it does not cover the page. */
export async function acceptCookies(page: Page) {
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible()) await page.getByTestId('cookie-accept-all').click();
}

/**
 * The session's bearer token (the `token` cookie), for calls the page itself would not make. A
 * page that has just loaded exchanges its stored token for a fresh one (session start), and the
 * old one stops working: the cookie is read once the page is quiet, not in the middle of that.
 */
export async function sessionToken(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  if (!token) throw new Error('not signed in: no token cookie');
  return token;
}

/** One invoice as GET /api/v1/invoices/ lists it (the fields the browser tests read). */
export interface TListedInvoice {
  id: number;
  number: string;
  date: string;
  type: 'electricity' | 'gas' | 'multipoint';
  contract: { name: string } | null;
  amount_total: number;
  amount_pending: number;
  amount_to_pay: number;
  online_payment: { payment_enabled: boolean };
  points: { contract_name: string; cups_name: string }[];
}

/**
 * Every invoice of one list (optionally of one contract), newest first, read through the API with
 * the page's session. Demo invoice numbers and dates follow the seed day, so tests pick invoices
 * by contract and rank rather than by a number written in the test.
 */
export async function listInvoices(
  page: Page,
  kind: 'electricity' | 'gas' | 'multipoint' = 'electricity',
  contractName?: string,
): Promise<TListedInvoice[]> {
  const query = new URLSearchParams({ limit: '500' });
  if (kind !== 'multipoint') query.set('type', kind);
  if (contractName) query.set('filter', JSON.stringify([['polissa_id.name', 'in', [contractName]]]));
  const path = kind === 'multipoint' ? '/api/v1/invoices_multipoint/' : '/api/v1/invoices/';
  const response = await page.request.get(`${path}?${query}`, { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: TListedInvoice[] }).items;
}

/**
 * A message of the web's catalogue (apps/web/src/locales/<language>/<part>.json), so that tests
 * check the words the page is built with rather than a copy that drifts as translations land.
 * A key is in one part only (locales/catalogues.test.ts), so one that moved to another part, as
 * words follow their feature, is still found there.
 */
export function message(language: string, part: string, key: string): string {
  const folder = new URL(`../../apps/web/src/locales/${language}/`, import.meta.url);
  const parts = [`${part}.json`, ...readdirSync(folder).filter((file) => file !== `${part}.json`)];
  for (const file of parts) {
    const path = new URL(file, folder);
    if (!existsSync(path)) continue;
    const value = (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>)[key];
    if (value !== undefined) return value;
  }
  throw new Error(`no message ${key} in ${language}/*.json`);
}

/**
 * Pays an invoice straight through the API the card form calls: a sandbox card made for it
 * (expiring years ahead), then POST /pay. Answers /pay's response. The card form itself is
 * invoice-payment.spec.ts's.
 */
export async function payByApi(page: Page, invoiceId: number, cardNumber: string): Promise<APIResponse> {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const method = await page.request.post('/api/v1/sandbox_payments/payment_methods', {
    headers,
    data: { number: cardNumber, exp_month: 12, exp_year: new Date().getFullYear() + 5, cvc: '123' },
  });
  expect(method.status()).toBe(200);
  return page.request.post('/api/v1/pay', {
    headers,
    data: {
      payment_method_id: ((await method.json()) as { id: string }).id,
      platform_name: 'sandbox',
      item_id: invoiceId,
      related_object_type: 'account.invoice',
    },
  });
}
