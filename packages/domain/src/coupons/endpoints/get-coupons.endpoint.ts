import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCouponsQuerySchema, ZCouponsResponseSchema } from '../coupon-schemas.ts';

/**
 * GET /api/v1/user/coupons?lang= (customer-area §7, visitor-and-shell §7): the signed-in
 * customer's coupons in the language asked for (else the request's). Version 1, as the
 * spec's other `user/` calls. A read, so a read-only token may make it.
 */
export const getCouponsEndpoint = defineEndpoint({
  name: 'coupons.list',
  method: 'GET',
  path: '/user/coupons',
  versions: [1],
  auth: true,
  tags: ['coupons'],
  summary: "The signed-in customer's coupons",
  query: ZCouponsQuerySchema,
  response: ZCouponsResponseSchema,
  errors: [400, 401],
});
