import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCupsConfigQuerySchema, ZCupsConfigSchema, ZCupsParamsSchema } from '../cups-config-schemas.ts';

/** GET /api/v1/contractacio/config/cups/:cups: an electricity supply point of the registry, for a visitor (visitor-and-shell §3.6, §7). */
export const getCupsConfigEndpoint = defineEndpoint({
  name: 'supplyPointRegistry.cupsConfig',
  method: 'GET',
  path: '/contractacio/config/cups/:cups',
  versions: [1],
  auth: false,
  tags: ['supply-point-registry'],
  summary: 'The access tariff, contracted powers, self-consumption and availability of an electricity CUPS (400 invalid, 404 unknown)',
  params: ZCupsParamsSchema,
  query: ZCupsConfigQuerySchema,
  response: ZCupsConfigSchema,
  errors: [400, 404, 429],
});
