import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningSignedSchema, ZSigningSignRequestSchema } from '../signing-schemas.ts';

/**
 * POST /api/v1/signatures/link/sign {token, code, document_sha256}: signs with the code. 400
 * signing_code_wrong (errors.code, attempts_left) counts a try, and the last try burns the link
 * (410 from then on); 400 signing_code_expired for a code past its minutes (ask a new one); 409
 * signing_document_changed when the hash is not the document's; 410 signing_link_invalid.
 */
export const signWithCodeEndpoint = defineEndpoint({
  name: 'signatures.sign',
  method: 'POST',
  path: '/signatures/link/sign',
  versions: [1],
  auth: false,
  tags: ['signatures'],
  summary: 'Sign the document of a signing link with the one-time code',
  body: ZSigningSignRequestSchema,
  response: ZSigningSignedSchema,
  errors: [400, 409, 410, 429],
});
