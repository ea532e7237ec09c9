import { createLeadEndpoint, type TContractingLeadRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { UPLOAD_TURN } from '../../../shared/api/upload-turn.ts';

/**
 * POST /api/v1/leads (visitor-and-shell §3.9, §4.3, §7): a step of the electricity or dual wizard;
 * step 5 confirms it. A step with files waits its turn behind another upload of the same address
 * (UPLOAD_TURN).
 */
export const createLead = (body: TContractingLeadRequest) => apiCall(createLeadEndpoint, { body });

export const useCreateLead = () => useMutation({ mutationFn: createLead, ...UPLOAD_TURN });
