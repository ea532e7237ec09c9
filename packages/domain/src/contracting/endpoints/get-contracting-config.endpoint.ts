import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractingConfigResponseSchema } from '../wizard-config.ts';

/** GET /api/v1/contractacio/config (visitor-and-shell §7): the wizard's configuration. */
export const getContractingConfigEndpoint = defineEndpoint({
  name: 'contracting.config',
  method: 'GET',
  path: '/contractacio/config',
  versions: [1],
  auth: 'optional',
  tags: ['contracting'],
  summary: "The wizard's rules (§5.6 to §5.9 switches), the CRM phone and, for a signed-in customer, the person step's prefill",
  response: ZContractingConfigResponseSchema,
  errors: [401, 429],
});
