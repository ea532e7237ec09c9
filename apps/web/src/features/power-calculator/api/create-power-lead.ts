import { createPowerLeadEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { leadFormData, type TLeadSend } from '../../../shared/lead-form/lead-send.ts';

/**
 * POST /api/v1/leads/potencia as multipart (visitor-and-shell §3.2, §7): the lead contact, the
 * calculator's figures (cups, area, numPersones, cofSimul, optimalPower, appliances as JSON), the
 * ticket, the honeypot and the optional invoice → { status: 'OK', lead_id }.
 */
export const createPowerLead = (send: TLeadSend) => apiCall(createPowerLeadEndpoint, { body: leadFormData(send) });

export const useCreatePowerLead = () => useMutation({ mutationFn: createPowerLead });
