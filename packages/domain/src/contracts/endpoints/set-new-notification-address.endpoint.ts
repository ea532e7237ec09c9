import { z } from 'zod';
import { defineEndpoint } from '../../api/endpoint.ts';
import { ZAddressSchema } from '../contract-response-schemas.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../contract-route-schemas.ts';
import { ZNotificationAddressNewRequestSchema } from '../notification-address-schemas.ts';

/** The address created, as the customer's addresses list it. */
export const ZNotificationAddressNewResponseSchema = z.object({ address: ZAddressSchema });

/** POST /api/v1/contracts/:contractName/notification/?type {address}: a new notification address (customer-area §7). */
export const setNewNotificationAddressEndpoint = defineEndpoint({
  name: 'contractChanges.notificationAddressNew',
  method: 'POST',
  path: '/contracts/:contractName/notification/',
  versions: [1],
  auth: true,
  tags: ['contract changes'],
  summary: 'A new address becomes the notification address',
  params: ZContractNameParamsSchema,
  query: ZContractTypeQuerySchema,
  body: ZNotificationAddressNewRequestSchema,
  response: ZNotificationAddressNewResponseSchema,
  errors: [400, 401, 403, 404, 409],
});
