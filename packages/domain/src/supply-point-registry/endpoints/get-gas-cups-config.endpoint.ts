import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCupsParamsSchema, ZGasCupsConfigSchema } from '../cups-config-schemas.ts';

/** GET /api/v2/gas/contractacio/config/cups/:cups: a gas supply point of the registry, for a visitor (visitor-and-shell §3.6, §7). */
export const getGasCupsConfigEndpoint = defineEndpoint({
  name: 'supplyPointRegistry.gasCupsConfig',
  method: 'GET',
  path: '/gas/contractacio/config/cups/:cups',
  versions: [2],
  auth: false,
  tags: ['supply-point-registry'],
  summary: 'The gas toll and availability of a gas CUPS (400 invalid, 404 unknown)',
  params: ZCupsParamsSchema,
  response: ZGasCupsConfigSchema,
  errors: [400, 404, 429],
});
