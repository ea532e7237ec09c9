import { deletePriceAlertEndpoint } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { PRICE_ALERTS_KEY } from './list-price-alerts.ts';

/**
 * POST /api/v1/omip/delete/alerts/ (visitor-and-shell §7, §8): { id } → { status }. A null id is
 * the delete error without a call (§8), as the API would answer it.
 */
export function useDeletePriceAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) => {
      if (id === null) return Promise.reject(new Error('price_alert_id_required'));
      return apiCall(deletePriceAlertEndpoint, { body: { id } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: PRICE_ALERTS_KEY }),
  });
}
