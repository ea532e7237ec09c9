import { type TInvoice, type TInvoiceFilterTerm, type TInvoiceListResponse, ZInvoiceListResponseSchema } from '@portal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type TestApp } from './test-app.ts';

/** Test helpers of the invoice modules (not a test file: imported by them). */

export const PERSONAS = { marta: '12345678Z', company: 'B58378431', newcomer: '87654321X' } as const;

export type InvoiceList = 'invoices' | 'invoices_multipoint';

export function get(t: TestApp, url: string, token: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
}

export function listUrl(
  list: InvoiceList,
  query: { offset?: number; limit?: number; type?: string; filter?: TInvoiceFilterTerm[] | string },
) {
  const params = new URLSearchParams();
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.type !== undefined) params.set('type', query.type);
  if (query.filter !== undefined) params.set('filter', typeof query.filter === 'string' ? query.filter : JSON.stringify(query.filter));
  return `/api/v1/${list}/?${params}`;
}

/** A list answer, checked against the shared response schema. */
export async function fetchList(t: TestApp, token: string, list: InvoiceList, query: Parameters<typeof listUrl>[1] = {}) {
  const res = await get(t, listUrl(list, query), token);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as TInvoiceListResponse;
  expect(ZInvoiceListResponseSchema.safeParse(body).success).toBe(true);
  return body;
}

/** Every invoice of a list (one page of the maximum size; the demo lists are smaller). */
export async function fetchAll(t: TestApp, token: string, list: InvoiceList, type?: string): Promise<TInvoice[]> {
  const body = await fetchList(t, token, list, { limit: 500, ...(type ? { type } : {}) });
  expect(body.items).toHaveLength(body.n_items);
  return body.items;
}

export const ids = (items: readonly TInvoice[]) => items.map((i) => i.id);

/** The two demo customers logged in, with the invoices every invoice route test reads from. */
export interface DemoInvoices {
  marta: string;
  company: string;
  /** Marta's electricity invoices. */
  electricity: TInvoice[];
  /** Marta's gas invoices. */
  gas: TInvoice[];
  /** The company's multipoint invoices. */
  multipoint: TInvoice[];
}

export async function demoInvoices(t: TestApp): Promise<DemoInvoices> {
  const [marta, company] = await Promise.all([t.login(PERSONAS.marta), t.login(PERSONAS.company)]);
  return {
    marta,
    company,
    electricity: await fetchAll(t, marta, 'invoices'),
    gas: await fetchAll(t, marta, 'invoices', 'gas'),
    multipoint: await fetchAll(t, company, 'invoices_multipoint'),
  };
}
