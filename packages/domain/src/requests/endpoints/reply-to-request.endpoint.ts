import { defineEndpoint } from '../../api/endpoint.ts';
import { ZRequestMessageSchema, ZRequestNumberParamsSchema, ZRequestReplySchema } from '../request-schemas.ts';

/**
 * POST /api/v1/requests/:number/messages (multipart: body and 0 to 6 files; JSON without files
 * too) → the new message. Only while the case is open (409 case_closed once accepted or
 * denied); 404 for another customer's case; 400, 413, 429 and 403 as for a new request.
 */
export const replyToRequestEndpoint = defineEndpoint({
  name: 'requests.reply',
  method: 'POST',
  path: '/requests/:number/messages',
  versions: [1],
  auth: true,
  tags: ['requests'],
  summary: 'Reply in the conversation of an open case (multipart: body, attachments)',
  params: ZRequestNumberParamsSchema,
  body: ZRequestReplySchema,
  bodyEncoding: 'multipart',
  response: ZRequestMessageSchema,
  errors: [400, 401, 403, 404, 409, 413, 415, 429],
});
