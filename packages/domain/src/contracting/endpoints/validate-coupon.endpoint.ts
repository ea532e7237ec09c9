import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCouponParamsSchema, ZCouponValidityResponseSchema } from '../lead-request-schema.ts';

/** GET /api/v1/leads/validate-coupon/:coupon/ (visitor-and-shell §5.9, §7). */
export const validateCouponEndpoint = defineEndpoint({
  name: 'contracting.validateCoupon',
  method: 'GET',
  path: '/leads/validate-coupon/:coupon/',
  versions: [1],
  auth: false,
  tags: ['contracting'],
  summary: 'Whether a promotional code is valid',
  params: ZCouponParamsSchema,
  response: ZCouponValidityResponseSchema,
  errors: [400, 429],
});
