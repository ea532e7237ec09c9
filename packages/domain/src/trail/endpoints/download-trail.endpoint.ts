import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZTrailDownloadQuerySchema } from '../trail-model.ts';

/**
 * GET /api/v1/user/trail/download?format=csv|xlsx&lang= (docs/trail.md): the customer's whole
 * trail as a file, the GDPR right of access; columns and words in the file's language.
 */
export const downloadTrailEndpoint = defineEndpoint({
  name: 'trail.download',
  method: 'GET',
  path: '/user/trail/download',
  versions: [1],
  auth: true,
  tags: ['trail'],
  summary: "The signed-in customer's whole trail as CSV or .xlsx",
  query: ZTrailDownloadQuerySchema,
  response: FILE_RESPONSE,
  errors: [400, 401],
});
