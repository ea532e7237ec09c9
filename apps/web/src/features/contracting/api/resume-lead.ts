import { resumeLeadEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * POST /api/v1/leads/resume (docs/contracting.md, "Coming back"): the reminder mail's link opens
 * the wizard with ?resume=<token>; the token, once, gives this browser the lead's cookie, and the
 * draft then opens it where the visitor left it. 404 resume_link_invalid: used, expired or confirmed.
 */
export const useResumeLead = () => useMutation({ mutationFn: (token: string) => apiCall(resumeLeadEndpoint, { body: { token } }) });
