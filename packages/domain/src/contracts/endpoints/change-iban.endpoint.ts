import { defineEndpoint } from '../../api/endpoint.ts';
import { ZWaitingForSignatureResponseSchema } from '../contract-change-schemas.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../contract-route-schemas.ts';
import { ZIbanChangeRequestSchema } from '../iban-change-schema.ts';

/**
 * POST /api/v{1,2}/contracts/:contractName/iban/ (customer-area §7): v1 for electricity, v2 for
 * gas; both answer for either kind. Multipart: the request's fields plus the attachments under
 * `files`; 413 when a file is over the upload limit or the files over the customer's quota, 429 while
 * another upload of the customer runs, 409 change_waiting_for_signature while a change of the kind waits.
 */
export const changeIbanEndpoint = defineEndpoint({
  name: 'contractChanges.iban',
  method: 'POST',
  path: '/contracts/:contractName/iban/',
  versions: [1, 2],
  auth: true,
  tags: ['contract changes'],
  summary: 'Change the bank account (multipart: already_registered, bank_id or iban + owner_is_bank_owner, files)',
  params: ZContractNameParamsSchema,
  query: ZContractTypeQuerySchema,
  body: ZIbanChangeRequestSchema,
  bodyEncoding: 'multipart',
  response: ZWaitingForSignatureResponseSchema,
  errors: [400, 401, 403, 404, 409, 413, 415, 429],
});
