import { z } from 'zod';
import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../contract-route-schemas.ts';
import { ZNotificationAddressExistingRequestSchema } from '../notification-address-schemas.ts';

export const ZNotificationAddressExistingResponseSchema = z.object({ address_id: z.number().int() });

/** PUT /api/v1/contracts/:contractName/notification/?type {addressId}: an existing address becomes it (customer-area §7). */
export const setExistingNotificationAddressEndpoint = defineEndpoint({
  name: 'contractChanges.notificationAddressExisting',
  method: 'PUT',
  path: '/contracts/:contractName/notification/',
  versions: [1],
  auth: true,
  tags: ['contract changes'],
  summary: 'One of the customer’s addresses becomes the notification address',
  params: ZContractNameParamsSchema,
  query: ZContractTypeQuerySchema,
  body: ZNotificationAddressExistingRequestSchema,
  response: ZNotificationAddressExistingResponseSchema,
  errors: [400, 401, 403, 404, 409],
});
