import { priceCompareEndpoint, type TElectricityCompare } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/price-compare/ (visitor-and-shell §3.3 → §3.5): the visitor's bill priced with our offer. */
export const priceCompare = (body: TElectricityCompare) => apiCall(priceCompareEndpoint, { body });

export const usePriceCompare = () => useMutation({ mutationFn: priceCompare });
