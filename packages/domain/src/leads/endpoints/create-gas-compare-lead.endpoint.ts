import { defineEndpoint } from '../../api/endpoint.ts';
import { ZGasCompareLeadRequestSchema, ZLeadResponseSchema } from '../lead-schemas.ts';

/** POST /api/v2/gas/price-compare/confirm (visitor-and-shell §7, §2.7): the gas comparator's lead, as price-compare/confirm. */
export const createGasCompareLeadEndpoint = defineEndpoint({
  name: 'leads.gasCompare',
  method: 'POST',
  path: '/gas/price-compare/confirm',
  versions: [2],
  auth: false,
  tags: ['leads'],
  summary: 'Send the gas comparator’s lead (multipart, optional invoice)',
  body: ZGasCompareLeadRequestSchema,
  bodyEncoding: 'multipart',
  response: ZLeadResponseSchema,
  errors: [400, 404, 413, 415, 429],
});
