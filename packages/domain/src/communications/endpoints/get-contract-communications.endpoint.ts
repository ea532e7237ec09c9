import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZContractCommunicationsQuerySchema, ZContractCommunicationsResponseSchema } from '../communication-schemas.ts';

/** GET /api/v1/contracts/:contractName/communications/: the mails the portal sent about one of the customer's contracts (customer-area §2). */
export const getContractCommunicationsEndpoint = defineEndpoint({
  name: 'communications.list',
  method: 'GET',
  path: '/contracts/:contractName/communications/',
  versions: [1],
  auth: true,
  tags: ['communications'],
  summary: "The contract's mails, newest first, and its electronic-notification state (404 for a contract that is not the customer's)",
  params: ZContractNameParamsSchema,
  query: ZContractCommunicationsQuerySchema,
  response: ZContractCommunicationsResponseSchema,
  errors: [400, 401, 404],
});
