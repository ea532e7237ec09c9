import { defineEndpoint } from '../../api/endpoint.ts';
import { ZOneClickUnsubscribeQuerySchema, ZOneClickUnsubscribeResponseSchema } from '../newsletter-schemas.ts';

/**
 * POST /api/v1/newsletter/unsubscribe?params=… (RFC 8058; beyond visitor-and-shell: docs/newsletters.md):
 * the URL of the List-Unsubscribe header of every mail we send to a subscriber. A mail client posts
 * `List-Unsubscribe=One-Click` to it, without login; the signed params in the URL name the
 * subscriber, who is unsubscribed from every newsletter that is not exported. 403
 * newsletter_params_invalid for a forged one; 429.
 */
export const oneClickUnsubscribeEndpoint = defineEndpoint({
  name: 'newsletters.oneClickUnsubscribe',
  method: 'POST',
  path: '/newsletter/unsubscribe',
  versions: [1],
  auth: false,
  tags: ['newsletters'],
  summary: 'One-click unsubscribe from every newsletter (RFC 8058), by the signed params of the mail’s link',
  query: ZOneClickUnsubscribeQuerySchema,
  response: ZOneClickUnsubscribeResponseSchema,
  errors: [400, 403, 429],
});
