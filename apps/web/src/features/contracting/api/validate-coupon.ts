import { validateCouponEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** GET /api/v1/leads/validate-coupon/:coupon/ (visitor-and-shell §5.9, §7): whether a promotional code is valid. */
export const useValidateCoupon = () =>
  useMutation({ mutationFn: (coupon: string) => apiCall(validateCouponEndpoint, { params: { coupon } }) });
