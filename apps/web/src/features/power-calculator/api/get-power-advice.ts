import { getPowerAdviceEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * GET /api/v1/leads/potencia/advice?cups=&optimal_power= (docs/power-calculator.md): how the
 * optimal power compares with the supply point's contracted power, when the registry knows it.
 * Asked only for a power above 0 (the call's rule); a failure leaves the result without advice.
 */
export function usePowerAdvice(cups: string, optimalPower: number) {
  return useQuery({
    queryKey: ['power-calculator', 'advice', cups, optimalPower],
    queryFn: ({ signal }) => apiCall(getPowerAdviceEndpoint, { query: { cups, optimal_power: optimalPower } }, { signal }),
    enabled: optimalPower > 0,
    staleTime: 30 * 60 * 1000,
    retry: false,
  });
}
