import { defineEndpoint } from '../../api/endpoint.ts';
import { ZNewsletterParamsHeadersSchema } from '../newsletter-params.ts';
import { ZSetActiveNewslettersRequestSchema, ZSetActiveNewslettersResponseSchema } from '../newsletter-schemas.ts';

/**
 * POST /api/v1/subscriber/set_active_newsletters (visitor-and-shell §7, §4.5), anonymous: the
 * newsletters the subscriber keeps. Answers the new list, or 'removed' when none is kept (the
 * subscriber is deleted). 409 newsletter_exported_locked when an exported subscription is left
 * out; 403 newsletter_params_invalid as GET newsletters; 404 when the page is off; 429.
 */
export const setActiveNewslettersEndpoint = defineEndpoint({
  name: 'newsletters.setActive',
  method: 'POST',
  path: '/subscriber/set_active_newsletters',
  versions: [1],
  auth: false,
  tags: ['newsletters'],
  summary: 'Set the newsletters a subscriber or address receives; none unsubscribes from all',
  headers: ZNewsletterParamsHeadersSchema,
  body: ZSetActiveNewslettersRequestSchema,
  response: ZSetActiveNewslettersResponseSchema,
  errors: [400, 403, 404, 409, 429],
});
