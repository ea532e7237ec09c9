import { getLeadDraftEndpoint, type TContractingType, type TLeadDraft } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { contractingKeys } from './contracting-keys.ts';

/**
 * GET /api/v1/leads/draft?type= (docs/contracting.md, "Coming back"): the lead this browser left
 * of the wizard, to resume it. None (404) is null, not a failure; asked once per arrival, only
 * while the wizard holds nothing of this session.
 */
export function useLeadDraft(type: TContractingType, enabled: boolean) {
  return useQuery({
    queryKey: contractingKeys.draft(type),
    queryFn: async ({ signal }): Promise<TLeadDraft | null> => {
      try {
        return await apiCall(getLeadDraftEndpoint, { query: { type } }, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
