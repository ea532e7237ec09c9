import { listPriceAlertsEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

export const PRICE_ALERTS_KEY = ['price-alerts', 'alerts'] as const;

/** GET /api/v1/omip/alerts/ (visitor-and-shell §7): the customer's alerts, when each last fired, the product's recent prices. */
export function usePriceAlerts() {
  return useQuery({
    queryKey: PRICE_ALERTS_KEY,
    queryFn: ({ signal }) => apiCall(listPriceAlertsEndpoint, {}, { signal }),
    retry: false,
  });
}
