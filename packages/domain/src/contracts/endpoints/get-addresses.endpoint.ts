import { z } from 'zod';
import { defineEndpoint } from '../../api/endpoint.ts';
import { ZAddressListResponseSchema } from '../contract-response-schemas.ts';

export const ZAddressesResponseSchema = z.object({ items: ZAddressListResponseSchema });

/** GET /api/v1/addresses/ → { items }: the customer's addresses, for the notification address change (customer-area §7). */
export const getAddressesEndpoint = defineEndpoint({
  name: 'addresses.list',
  method: 'GET',
  path: '/addresses/',
  versions: [1],
  auth: true,
  tags: ['contracts'],
  summary: 'The customer’s addresses (for the notification address change)',
  response: ZAddressesResponseSchema,
  errors: [401],
});
