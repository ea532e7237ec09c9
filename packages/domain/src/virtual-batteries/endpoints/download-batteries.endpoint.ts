import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZBatteryDownloadParamsSchema } from '../battery-schemas.ts';

/**
 * GET /api/v1/contracts/virtual_batteries/:batteries (customer-area §7, v1, a blob): an .xlsx with
 * a summary sheet and one sheet per battery holding its ledger (date, invoice, contract, deposit,
 * discount, balance), dates and euros as the request's language writes them. The ids are
 * comma-separated; any that is not the customer's battery answers 404.
 */
export const downloadBatteriesEndpoint = defineEndpoint({
  name: 'virtualBatteries.download',
  method: 'GET',
  path: '/contracts/virtual_batteries/:batteries',
  versions: [1],
  auth: true,
  tags: ['virtual batteries'],
  summary: 'The ledgers of the customer’s batteries as a spreadsheet',
  params: ZBatteryDownloadParamsSchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
