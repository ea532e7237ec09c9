import { z } from 'zod';
import { defineEndpoint } from '../../api/endpoint.ts';
import { ZInvoiceListQuerySchema, ZInvoiceListResponseSchema } from '../invoice-schemas.ts';

// An offset past PostgreSQL's int4 would fail in the database: bound it here (no one pages that far).
const INT4_MAX = 2_147_483_647;

/** The query of both invoice lists as the API reads it: ZInvoiceListQuerySchema with the offset bounded. */
export const ZGetInvoicesQuerySchema = ZInvoiceListQuerySchema.extend({
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});

/**
 * GET /api/v1/invoices/?offset&limit&filter&type: one page of the customer's electricity or gas
 * invoices, newest first; filtering and paging are the server's (customer-area §7, default limit 100).
 * The API sends the JSON PostgreSQL writes (docs/decisions.md): `response` is what the web parses with.
 */
export const getInvoicesEndpoint = defineEndpoint({
  name: 'invoices.list',
  method: 'GET',
  path: '/invoices/',
  versions: [1],
  auth: true,
  tags: ['invoices'],
  summary: 'The customer’s electricity or gas invoices, newest first',
  query: ZGetInvoicesQuerySchema,
  response: ZInvoiceListResponseSchema,
  errors: [400, 401],
});
