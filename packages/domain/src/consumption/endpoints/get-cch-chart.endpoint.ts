import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCchChartParamsSchema, ZCchChartQuerySchema, ZCchChartV2Schema } from '../cch-schemas.ts';

/**
 * GET /api/v2/contracts/:contractName/cch/chart/:type/?start=&end=: a consumption chart of the
 * contract's supply point (customer-area §7), magnitudes.elements and a curve (§3), the
 * estimated cost and, on request, last year's same range. 404 for a contract not the customer's.
 */
export const getCchChartEndpoint = defineEndpoint({
  name: 'consumption.chart',
  method: 'GET',
  path: '/contracts/:contractName/cch/chart/:type/',
  versions: [2],
  auth: true,
  tags: ['consumption'],
  summary: 'Consumption chart (monthly, daily, hourly, quarter-hourly) by tariff period, compact',
  params: ZCchChartParamsSchema,
  query: ZCchChartQuerySchema,
  response: ZCchChartV2Schema,
  errors: [400, 401, 404],
});
