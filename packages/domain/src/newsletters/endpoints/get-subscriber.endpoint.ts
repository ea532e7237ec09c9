import { defineEndpoint } from '../../api/endpoint.ts';
import { ZNewsletterParamsHeadersSchema } from '../newsletter-params.ts';
import { ZSubscriberParamsSchema, ZSubscriberSchema } from '../newsletter-schemas.ts';

/**
 * GET /api/v1/subscribers/{subscriber_id} (visitor-and-shell §7, §3.7), anonymous: the subscriber's
 * id and e-mails. An id alone identifies nobody: the signed params naming that subscriber are
 * required (403 newsletter_params_invalid otherwise; docs/newsletters.md). 404 when the page is off
 * or the subscriber is gone, 429.
 */
export const getSubscriberEndpoint = defineEndpoint({
  name: 'newsletters.subscriber',
  method: 'GET',
  path: '/subscribers/:subscriberId',
  versions: [1],
  auth: false,
  tags: ['newsletters'],
  summary: 'A subscriber’s id and e-mails, with the signed params that name it',
  headers: ZNewsletterParamsHeadersSchema,
  params: ZSubscriberParamsSchema,
  response: ZSubscriberSchema,
  errors: [400, 403, 404, 429],
});
