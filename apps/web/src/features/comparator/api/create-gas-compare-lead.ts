import { createGasCompareLeadEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { leadFormData, type TLeadSend } from '../../../shared/lead-form/lead-send.ts';

/** POST the gas comparator's lead (visitor-and-shell §7), multipart, as the electricity one. */
export const createGasCompareLead = (send: TLeadSend) => apiCall(createGasCompareLeadEndpoint, { body: leadFormData(send) });

export const useCreateGasCompareLead = () => useMutation({ mutationFn: createGasCompareLead });
