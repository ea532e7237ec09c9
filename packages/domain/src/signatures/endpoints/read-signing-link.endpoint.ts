import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningLinkSchema, ZSigningSummarySchema } from '../signing-schemas.ts';

/**
 * POST /api/v1/signatures/link {token}: what a mailed signing link is for (anonymous: the link is
 * the key). 410 signing_link_invalid for a link unknown, used, expired, cancelled or burnt alike;
 * 429 when the address or the link asks too often (docs/signatures.md).
 */
export const readSigningLinkEndpoint = defineEndpoint({
  name: 'signatures.read',
  method: 'POST',
  path: '/signatures/link',
  versions: [1],
  auth: false,
  tags: ['signatures'],
  summary: 'What a signing link is for: the document to sign and where a code can go',
  body: ZSigningLinkSchema,
  response: ZSigningSummarySchema,
  errors: [400, 410, 429],
});
