import { createLeadEndpoint, type TContractingLeadRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/leads (visitor-and-shell §3.9, §4.3, §7): a step of the electricity or dual wizard; step 5 confirms it. */
export const createLead = (body: TContractingLeadRequest) => apiCall(createLeadEndpoint, { body });

export const useCreateLead = () => useMutation({ mutationFn: createLead });
