import { defineEndpoint } from '../../api/endpoint.ts';
import { ZInvoiceListQuerySchema, ZInvoiceListResponseSchema } from '../invoice-schemas.ts';

/** The query of both invoice lists as the API reads it (the offset bounded to int4 by ZInvoiceListQuerySchema). */
export const ZGetInvoicesQuerySchema = ZInvoiceListQuerySchema;

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
