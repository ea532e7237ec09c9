import { z } from 'zod';
import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { text } from '../../api/primitives.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { ZContractNameParamsSchema } from '../contract-route-schemas.ts';

/** Any language tag is accepted and mapped to one of ours (es → es-ES), like Accept-Language. */
export const ZContractReportQuerySchema = z.object({
  lang: text(35)
    .optional()
    .describe(`one of ${LANGUAGES.join(', ')}`),
});

/**
 * GET /api/v{1,2}/contracts/:contractName/pdf/?lang: the contract report (customer-area §7). The
 * spec has v1 for electricity and v2 for gas; each answers for either kind, and the web asks
 * only the kind's own version.
 */
export const downloadContractReportEndpoint = defineEndpoint({
  name: 'contractDocuments.report',
  method: 'GET',
  path: '/contracts/:contractName/pdf/',
  versions: [1, 2],
  auth: true,
  tags: ['contract documents'],
  summary: 'The contract report as a PDF (file name in Content-Disposition)',
  params: ZContractNameParamsSchema,
  query: ZContractReportQuerySchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
