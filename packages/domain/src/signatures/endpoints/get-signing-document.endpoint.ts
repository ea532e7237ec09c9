import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZSigningLinkSchema } from '../signing-schemas.ts';

/** POST /api/v1/signatures/link/document {token}: the PDF to sign, the same bytes on every read (its SHA-256 is what is signed). */
export const getSigningDocumentEndpoint = defineEndpoint({
  name: 'signatures.document',
  method: 'POST',
  path: '/signatures/link/document',
  versions: [1],
  auth: false,
  tags: ['signatures'],
  summary: 'The PDF a signing link asks the customer to sign',
  body: ZSigningLinkSchema,
  response: FILE_RESPONSE,
  errors: [400, 410, 429],
});
