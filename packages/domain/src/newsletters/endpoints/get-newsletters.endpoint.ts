import { defineEndpoint } from '../../api/endpoint.ts';
import { ZNewsletterParamsHeadersSchema } from '../newsletter-params.ts';
import { ZNewsletterListParamsSchema, ZNewsletterListSchema } from '../newsletter-schemas.ts';

/**
 * GET /api/v1/newsletters/{subscriptor_id_or_email} (visitor-and-shell §7, §3.7), anonymous: every
 * newsletter with whether this subscriber (or address) has it. By id only with the signed params
 * naming it; by e-mail unless `newsletter.jwtParamsRequired` (then 403 newsletter_params_invalid).
 * 404 when the page is off, 429.
 */
export const getNewslettersEndpoint = defineEndpoint({
  name: 'newsletters.list',
  method: 'GET',
  path: '/newsletters/:subscriptorIdOrEmail',
  versions: [1],
  auth: false,
  tags: ['newsletters'],
  summary: 'The newsletters, each with whether the subscriber or address has it',
  headers: ZNewsletterParamsHeadersSchema,
  params: ZNewsletterListParamsSchema,
  response: ZNewsletterListSchema,
  errors: [400, 403, 404, 429],
});
