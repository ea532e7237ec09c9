import { setActiveNewslettersEndpoint, type TNewsletterCard, toNewsletterCard } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { paramsHeaders } from './newsletter-headers.ts';

export interface TSetActiveVariables {
  subscriberOrEmail: number | string;
  selected: number[];
  params: string | undefined;
}

/** POST /api/v1/subscriber/set_active_newsletters (§7): the new list, or 'removed' (§4.5). */
export async function setActiveNewsletters({
  subscriberOrEmail,
  selected,
  params,
}: TSetActiveVariables): Promise<TNewsletterCard[] | 'removed'> {
  const answer = await apiCall(
    setActiveNewslettersEndpoint,
    { body: { subscriptor_or_email: subscriberOrEmail, selected_newsletters: selected } },
    paramsHeaders(params),
  );
  return answer === 'removed' ? answer : answer.map(toNewsletterCard);
}

export const useSetActiveNewsletters = () => useMutation({ mutationFn: setActiveNewsletters });
