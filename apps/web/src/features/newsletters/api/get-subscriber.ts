import { getSubscriberEndpoint, type TSubscriber } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';
import { paramsHeaders } from './newsletter-headers.ts';

/** GET /api/v1/subscribers/{subscriber_id} (visitor-and-shell §7): its e-mails, with the signed params. */
export const getSubscriber = (subscriberId: number, params: string | undefined): Promise<TSubscriber> =>
  apiCall(getSubscriberEndpoint, { params: { subscriberId } }, paramsHeaders(params));
