import { createGasLeadEndpoint, type TContractingLeadRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { UPLOAD_TURN } from '../../../shared/api/upload-turn.ts';

/**
 * POST /api/v2/gas/leads (visitor-and-shell §7): a step of the gas wizard; step 5 confirms it. A
 * step with files waits its turn behind another upload of the same address (UPLOAD_TURN).
 */
export const createGasLead = (body: TContractingLeadRequest) => apiCall(createGasLeadEndpoint, { body });

export const useCreateGasLead = () => useMutation({ mutationFn: createGasLead, ...UPLOAD_TURN });
