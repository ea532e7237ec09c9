import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractListQuerySchema } from '../contract-list.ts';
import { ZContractListResponseSchema } from '../contract-response-schemas.ts';

/**
 * The query the route accepts: without `type` the list holds both kinds (the spec always sends
 * one; a missing one is not an error).
 */
export const ZGetContractsQuerySchema = ZContractListQuerySchema.partial({ type: true });

/** GET /api/v2/contracts?initial&offset&limit&filter&type: one page of a contract list (customer-area §7). */
export const getContractsEndpoint = defineEndpoint({
  name: 'contracts.list',
  method: 'GET',
  path: '/contracts',
  versions: [2],
  auth: true,
  tags: ['contracts'],
  summary: 'The customer’s contracts of a type: active first, then by name; filter searches name, address, CUPS, tariff and price list',
  query: ZGetContractsQuerySchema,
  response: ZContractListResponseSchema,
  errors: [400, 401],
});
