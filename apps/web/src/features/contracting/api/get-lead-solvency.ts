import { getLeadSolvencyEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * GET /api/v1/leads/solvencia/:lead_id (visitor-and-shell §7, §8): the holder's scoring, asked
 * right after the person step is stored; scoring false is badScore. A mutation: it is a step of
 * the person step's submit, never a cached read.
 */
export const useLeadSolvency = () =>
  useMutation({ mutationFn: (leadId: number) => apiCall(getLeadSolvencyEndpoint, { params: { lead_id: leadId } }) });
