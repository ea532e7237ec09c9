import { z } from 'zod';
import { defineEndpoint } from '../../api/endpoint.ts';
import { ZBankAccountListResponseSchema } from '../contract-response-schemas.ts';

export const ZBankAccountsResponseSchema = z.object({ items: ZBankAccountListResponseSchema });

/** GET /api/v1/ibans/ → { items }: the customer's bank accounts, for the IBAN change (customer-area §7). */
export const getBankAccountsEndpoint = defineEndpoint({
  name: 'bankAccounts.list',
  method: 'GET',
  path: '/ibans/',
  versions: [1],
  auth: true,
  tags: ['contracts'],
  summary: 'The customer’s bank accounts (for the IBAN change)',
  response: ZBankAccountsResponseSchema,
  errors: [401],
});
