import { defineEndpoint } from '../../api/endpoint.ts';
import { ZBatteryChangeResponseSchema, ZBatteryLinkParamsSchema, ZBatteryPercentageBodySchema } from '../battery-schemas.ts';

/**
 * PUT /api/v1/contract/:contractName/change_bateria_pes_percentatge/:bateriaId (customer-area §7):
 * sets the contract's share of the battery (0..100, whole); the other links share the rest
 * (battery-percentages.ts). 404 as above; 409 `virtual_battery_link_inactive`, or
 * `virtual_battery_not_shared` when the contract is the battery's only link; 403 read-only.
 */
export const changeBatteryPercentageEndpoint = defineEndpoint({
  name: 'virtualBatteries.changePercentage',
  method: 'PUT',
  path: '/contract/:contractName/change_bateria_pes_percentatge/:bateriaId',
  versions: [1],
  auth: true,
  tags: ['virtual batteries'],
  summary: "Change the contract's percentage of a shared battery",
  params: ZBatteryLinkParamsSchema,
  body: ZBatteryPercentageBodySchema,
  response: ZBatteryChangeResponseSchema,
  errors: [400, 401, 403, 404, 409],
});
