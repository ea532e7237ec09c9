import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningCodeRequestSchema, ZSigningCodeSentSchema } from '../signing-schemas.ts';

/**
 * POST /api/v1/signatures/link/code {token, channel}: a new one-time code to the contract's
 * e-mail or mobile (it replaces the last). 409 signing_channel_unavailable without that address
 * on file; 429 signing_code_sends_exhausted after SIGNING_CODE_MAX_SENDS codes, or when throttled.
 */
export const sendSigningCodeEndpoint = defineEndpoint({
  name: 'signatures.sendCode',
  method: 'POST',
  path: '/signatures/link/code',
  versions: [1],
  auth: false,
  tags: ['signatures'],
  summary: 'Send a one-time code that signs the document of a signing link',
  body: ZSigningCodeRequestSchema,
  response: ZSigningCodeSentSchema,
  errors: [400, 409, 410, 429],
});
