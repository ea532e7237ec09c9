import { getContractingConfigEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { contractingKeys } from './contracting-keys.ts';

/**
 * GET /api/v1/contractacio/config (visitor-and-shell §7): the wizard's rules (§5.6 to §5.9), the
 * CRM phone and, for a signed-in customer, the person step's prefill. Asked again when the
 * visitor signs in or out, since the prefill is the session's.
 */
export function useContractingConfig() {
  const signedIn = useAuth((state) => state.isAuthenticated);
  return useQuery({
    queryKey: [...contractingKeys.config(), signedIn],
    queryFn: ({ signal }) => apiCall(getContractingConfigEndpoint, {}, { signal }),
  });
}
