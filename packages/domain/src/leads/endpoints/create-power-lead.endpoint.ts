import { defineEndpoint } from '../../api/endpoint.ts';
import { ZLeadResponseSchema } from '../lead-schemas.ts';
import { ZPowerLeadRequestSchema } from '../power-lead-schemas.ts';

/**
 * POST /api/v1/leads/potencia (visitor-and-shell §7, §2.5, §3.2), anonymous, multipart: the power
 * calculator's lead; the page reads status OK. 400, 404 when the calculator is off, 413, 415, 429.
 */
export const createPowerLeadEndpoint = defineEndpoint({
  name: 'leads.power',
  method: 'POST',
  path: '/leads/potencia',
  versions: [1],
  auth: false,
  tags: ['leads'],
  summary: 'Send the power calculator’s lead (multipart, optional invoice)',
  body: ZPowerLeadRequestSchema,
  bodyEncoding: 'multipart',
  response: ZLeadResponseSchema,
  errors: [400, 404, 413, 415, 429],
});
