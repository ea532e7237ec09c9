import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZAtcClaimResponseSchema, ZAtcClaimSchema } from '../atc-schemas.ts';

/**
 * POST /api/v1/contracts/:contractName/atc/ (customer-area §7): contract, tipus, subtipus,
 * comments and an optional attachment (multipart; JSON without a file is accepted too) →
 * { result: { case_number } }. 404 for a contract that is not the customer's, 400 with field
 * errors (a subtype of another type: subtipus), 413 for a file over the limit or the quota,
 * 429 while another upload of the customer runs, 403 for a read-only token.
 */
export const createAtcClaimEndpoint = defineEndpoint({
  name: 'customerService.atcClaim',
  method: 'POST',
  path: '/contracts/:contractName/atc/',
  versions: [1],
  auth: true,
  tags: ['customer service'],
  summary: 'File a customer-service (ATC) claim on a contract (multipart: contract, tipus, subtipus, comments, attachment)',
  params: ZContractNameParamsSchema,
  body: ZAtcClaimSchema,
  bodyEncoding: 'multipart',
  response: ZAtcClaimResponseSchema,
  errors: [400, 401, 403, 404, 413, 415, 429],
});
