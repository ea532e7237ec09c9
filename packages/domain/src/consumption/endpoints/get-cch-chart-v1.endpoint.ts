import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCchChartParamsSchema, ZCchChartV1Schema, ZCchRangeQuerySchema } from '../cch-schemas.ts';

/**
 * GET /api/v1/contracts/:contractName/cch/chart/:type/?start=&end=: version 1 of the chart
 * (customer-area §3: consumption records date, period, activa, exportada, reactiva), built from
 * the same query as version 2 and sent as columns.
 */
export const getCchChartV1Endpoint = defineEndpoint({
  name: 'consumption.chart.v1',
  method: 'GET',
  path: '/contracts/:contractName/cch/chart/:type/',
  versions: [1],
  auth: true,
  tags: ['consumption'],
  summary: 'Consumption chart as version 1 records (date, period, activa, exportada, reactiva), in columns',
  params: ZCchChartParamsSchema,
  query: ZCchRangeQuerySchema,
  response: ZCchChartV1Schema,
  errors: [400, 401, 404],
});
