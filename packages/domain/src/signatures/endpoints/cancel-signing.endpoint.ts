import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningCancelledSchema, ZSigningIdParamsSchema } from '../signing-schemas.ts';

/**
 * POST /api/v1/signatures/:id/cancel: the customer withdraws a change not signed yet. 404 for
 * another customer's id as for a missing one; 409 signing_not_cancellable once signed or ended.
 * A read-only session is refused (403) like every changing call.
 */
export const cancelSigningEndpoint = defineEndpoint({
  name: 'signatures.cancel',
  method: 'POST',
  path: '/signatures/:id/cancel',
  versions: [1],
  auth: true,
  tags: ['signatures'],
  summary: 'Cancel a change that waits for the customer’s signature',
  params: ZSigningIdParamsSchema,
  response: ZSigningCancelledSchema,
  errors: [400, 401, 403, 404, 409],
});
