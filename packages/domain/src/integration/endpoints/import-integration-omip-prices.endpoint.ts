import { defineEndpoint } from '../../api/endpoint.ts';
import { ZOmipImportReportSchema, ZOmipImportRequestSchema } from '../../price-alerts/omip-import-schemas.ts';

/** POST /api/v1/integration/omip/prices {file} (an integration token with import): the same import as staff's (docs/price-alerts.md). */
export const importIntegrationOmipPricesEndpoint = defineEndpoint({
  name: 'integration.omipPrices',
  method: 'POST',
  path: '/integration/omip/prices',
  versions: [1],
  auth: false,
  tags: ['integration'],
  summary: 'Integration (import): import OMIP daily settlement prices (fires the alerts they cross)',
  body: ZOmipImportRequestSchema,
  response: ZOmipImportReportSchema,
  errors: [400, 401, 403, 413, 429],
});
