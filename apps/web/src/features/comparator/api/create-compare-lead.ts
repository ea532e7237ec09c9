import { createCompareLeadEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { leadFormData, type TLeadSend } from '../../../shared/lead-form/lead-send.ts';

/**
 * POST /api/v1/price-compare/confirm (visitor-and-shell §7), multipart: the lead form's contact with
 * the CUPS and either the comparison (mode 'result') or the invoice (mode 'manual').
 */
export const createCompareLead = (send: TLeadSend) => apiCall(createCompareLeadEndpoint, { body: leadFormData(send) });

export const useCreateCompareLead = () => useMutation({ mutationFn: createCompareLead });
