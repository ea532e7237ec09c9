import { gasPriceCompareEndpoint, type TGasCompare } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v2/gas/price-compare/ (visitor-and-shell §3.4 → §3.5): the visitor's gas bill priced with our offer. */
export const gasPriceCompare = (body: TGasCompare) => apiCall(gasPriceCompareEndpoint, { body });

export const useGasPriceCompare = () => useMutation({ mutationFn: gasPriceCompare });
