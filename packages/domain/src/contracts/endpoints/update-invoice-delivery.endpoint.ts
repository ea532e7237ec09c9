import { defineEndpoint } from '../../api/endpoint.ts';
import { ZInvoiceOnlineRequestSchema } from '../contract-change-schemas.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../contract-route-schemas.ts';

/** POST /api/v1/contracts/:contractName/?type {invoice_online}: email or postal invoices (customer-area §7). */
export const updateInvoiceDeliveryEndpoint = defineEndpoint({
  name: 'contractChanges.invoiceDelivery',
  method: 'POST',
  path: '/contracts/:contractName/',
  versions: [1],
  auth: true,
  tags: ['contract changes'],
  summary: 'Set the invoice delivery method (email or postal)',
  params: ZContractNameParamsSchema,
  query: ZContractTypeQuerySchema,
  body: ZInvoiceOnlineRequestSchema,
  response: ZInvoiceOnlineRequestSchema,
  errors: [400, 401, 403, 404, 409],
});
