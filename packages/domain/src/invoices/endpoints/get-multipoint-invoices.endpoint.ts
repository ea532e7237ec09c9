import { defineEndpoint } from '../../api/endpoint.ts';
import { ZInvoiceListResponseSchema } from '../invoice-schemas.ts';
import { ZGetInvoicesQuerySchema } from './get-invoices.endpoint.ts';

// The multipoint list has one kind: a `type` sent along is ignored, whatever it says.
export const ZGetMultipointInvoicesQuerySchema = ZGetInvoicesQuerySchema.omit({ type: true });

/**
 * GET /api/v1/invoices_multipoint/?offset&limit&filter: one page of the customer's multipoint
 * invoices (several supply points each), newest first (customer-area §7, "same query").
 */
export const getMultipointInvoicesEndpoint = defineEndpoint({
  name: 'invoices.multipointList',
  method: 'GET',
  path: '/invoices_multipoint/',
  versions: [1],
  auth: true,
  tags: ['invoices'],
  summary: 'The customer’s multipoint invoices (several supply points each), newest first',
  query: ZGetMultipointInvoicesQuerySchema,
  response: ZInvoiceListResponseSchema,
  errors: [400, 401],
});
