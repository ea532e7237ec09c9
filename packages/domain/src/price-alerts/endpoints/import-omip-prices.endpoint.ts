import { defineEndpoint } from '../../api/endpoint.ts';
import { ZOmipImportReportSchema, ZOmipImportRequestSchema } from '../omip-import-schemas.ts';

/**
 * POST /api/v1/staff/omip/prices (staff token; docs/price-alerts.md): an OMIP settlement file's
 * text → what was stored, the lines skipped with their numbers and reasons, the alerts fired.
 * How `npm run staff -- omip <file>` imports into a running portal. 400 omip_file_unreadable
 * when the header names no date, contract or reference-price column; 401 without a staff token.
 */
export const importOmipPricesEndpoint = defineEndpoint({
  name: 'staff.omipPrices',
  method: 'POST',
  path: '/staff/omip/prices',
  versions: [1],
  auth: false,
  tags: ['staff', 'price-alerts'],
  summary: 'Staff: import OMIP daily settlement prices (fires the alerts they cross)',
  body: ZOmipImportRequestSchema,
  response: ZOmipImportReportSchema,
  errors: [400, 401, 413],
});
