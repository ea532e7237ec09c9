import { listOmipProductsEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** GET /api/v1/omip/products/ (visitor-and-shell §7, §3.8): the products the autocomplete offers, each with its latest settlement. */
export function useOmipProducts() {
  return useQuery({
    queryKey: ['price-alerts', 'products'],
    queryFn: ({ signal }) => apiCall(listOmipProductsEndpoint, {}, { signal }),
    // Settlements change once a day (visitor-and-shell §9: products cached 30 minutes).
    staleTime: 30 * 60 * 1000,
    retry: false,
  });
}
