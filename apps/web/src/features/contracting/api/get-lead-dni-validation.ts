import { getLeadDniValidationEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * GET /api/v1/leads/dni-validation/:lead_id (visitor-and-shell §7, §8): whether the tax id is
 * registered under the name given; dni_valid false is dniInvalid. Part of the person step's submit.
 */
export const useLeadDniValidation = () =>
  useMutation({ mutationFn: (leadId: number) => apiCall(getLeadDniValidationEndpoint, { params: { lead_id: leadId } }) });
