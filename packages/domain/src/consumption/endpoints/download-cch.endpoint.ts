import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZCchDownloadParamsSchema, ZCchDownloadQuerySchema } from '../cch-schemas.ts';

/**
 * GET /api/v1/contracts/:contractName/cch/download/:type/?start=&end=: the hourly or
 * quarter-hourly readings as a file (customer-area §7): CSV in the language's spreadsheet
 * conventions (formatting/csv.ts), or .xlsx with ?format=xlsx; local time, the repeated autumn
 * hour told apart by its offset.
 */
export const downloadCchEndpoint = defineEndpoint({
  name: 'consumption.download',
  method: 'GET',
  path: '/contracts/:contractName/cch/download/:type/',
  versions: [1],
  auth: true,
  tags: ['consumption'],
  summary: 'Hourly or quarter-hourly readings as CSV or .xlsx',
  params: ZCchDownloadParamsSchema,
  query: ZCchDownloadQuerySchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
