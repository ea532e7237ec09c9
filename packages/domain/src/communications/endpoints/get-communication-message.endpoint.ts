import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractTypeQuerySchema } from '../../contracts/contract-route-schemas.ts';
import { ZCommunicationMessageParamsSchema, ZCommunicationMessageSchema } from '../communication-schemas.ts';

/** GET /api/v1/contracts/:contractName/communications/:messageId: one mail about the contract, whole. */
export const getCommunicationMessageEndpoint = defineEndpoint({
  name: 'communications.message',
  method: 'GET',
  path: '/contracts/:contractName/communications/:messageId',
  versions: [1],
  auth: true,
  tags: ['communications'],
  summary: "One mail about the contract as it was sent (404 for another contract's or customer's mail)",
  params: ZCommunicationMessageParamsSchema,
  query: ZContractTypeQuerySchema,
  response: ZCommunicationMessageSchema,
  errors: [400, 401, 404],
});
