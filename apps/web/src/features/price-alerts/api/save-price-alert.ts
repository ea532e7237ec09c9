import { savePriceAlertEndpoint, type TPriceAlertRequest } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { PRICE_ALERTS_KEY } from './list-price-alerts.ts';

/** POST /api/v1/omip/alerts/ (visitor-and-shell §7): { id?, product, type, price } → { status, id }; the table reloads after. */
export function useSavePriceAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPriceAlertRequest) => apiCall(savePriceAlertEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: PRICE_ALERTS_KEY }),
  });
}
