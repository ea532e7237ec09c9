import { defineEndpoint } from '../../api/endpoint.ts';
import { ZTransactionSummaryParamsSchema, ZTransactionSummarySchema } from '../payment-schemas.ts';

/** GET /api/v1/transaction_summary/:invoiceId: what was paid, when, with which card, by whom (customer-area §7). */
export const getTransactionSummaryEndpoint = defineEndpoint({
  name: 'payments.transactionSummary',
  method: 'GET',
  path: '/transaction_summary/:invoiceId',
  versions: [1],
  auth: true,
  tags: ['payments'],
  summary: 'The card payment of one of the customer’s invoices (404 transaction_not_found when it has none)',
  params: ZTransactionSummaryParamsSchema,
  response: ZTransactionSummarySchema,
  errors: [400, 401, 404],
});
