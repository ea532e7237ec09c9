import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCnaeListSchema } from '../lead-request-schema.ts';

/** GET /api/v1/misc/cnaes/ (visitor-and-shell §7): the cnae list of the installation step. */
export const listCnaesEndpoint = defineEndpoint({
  name: 'contracting.cnaes',
  method: 'GET',
  path: '/misc/cnaes/',
  versions: [1],
  auth: false,
  tags: ['contracting'],
  summary: "The business activity codes (CNAE) in the visitor's language",
  response: ZCnaeListSchema,
  errors: [429],
});
