import { defineEndpoint } from '../../api/endpoint.ts';
import { ZBatteryIdParamsSchema, ZBatteryPercentagesSchema } from '../battery-schemas.ts';

/**
 * GET /api/v1/contract/bateria_virtual_percentages/:bateriaId (customer-area §7): the percentage
 * of every link of one of the customer's batteries (they add up to 100). 404 for a battery that
 * is not the customer's.
 */
export const getBatteryPercentagesEndpoint = defineEndpoint({
  name: 'virtualBatteries.percentages',
  method: 'GET',
  path: '/contract/bateria_virtual_percentages/:bateriaId',
  versions: [1],
  auth: true,
  tags: ['virtual batteries'],
  summary: "The percentages of a battery's links",
  params: ZBatteryIdParamsSchema,
  response: ZBatteryPercentagesSchema,
  errors: [400, 401, 404],
});
