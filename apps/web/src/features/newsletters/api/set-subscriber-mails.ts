import { setSubscriberMailsEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { paramsHeaders } from './newsletter-headers.ts';

export interface TSetMailsVariables {
  subscriberId: number;
  emails: string[];
  params: string | undefined;
}

/** POST /api/v1/subscriber/set_mails (§7): true when saved. */
export const setSubscriberMails = ({ subscriberId, emails, params }: TSetMailsVariables) =>
  apiCall(setSubscriberMailsEndpoint, { body: { subscriberId, emails } }, paramsHeaders(params));

export const useSetSubscriberMails = () => useMutation({ mutationFn: setSubscriberMails });
