import { defineEndpoint } from '../../api/endpoint.ts';
import { ZNewsletterParamsHeadersSchema } from '../newsletter-params.ts';
import { ZSetMailsRequestSchema, ZSetMailsResponseSchema } from '../newsletter-schemas.ts';

/**
 * POST /api/v1/subscriber/set_mails (visitor-and-shell §7, §2.8), anonymous: replaces the
 * subscriber's e-mails. Only with the signed params naming the subscriber (403
 * newsletter_params_invalid) and while `newsletter.mailEditionDisabled` is off (403
 * newsletter_mail_edition_disabled); 409 newsletter_email_taken for another subscriber's address;
 * 404 when the page is off or the subscriber is gone; 429.
 */
export const setSubscriberMailsEndpoint = defineEndpoint({
  name: 'newsletters.setMails',
  method: 'POST',
  path: '/subscriber/set_mails',
  versions: [1],
  auth: false,
  tags: ['newsletters'],
  summary: 'Replace a subscriber’s e-mails (signed params required)',
  headers: ZNewsletterParamsHeadersSchema,
  body: ZSetMailsRequestSchema,
  response: ZSetMailsResponseSchema,
  errors: [400, 403, 404, 409, 429],
});
