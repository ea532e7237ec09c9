import { defineEndpoint } from '../../api/endpoint.ts';
import { ZBatteryChangeResponseSchema, ZBatteryMoveBodySchema, ZBatteryMoveParamsSchema } from '../battery-schemas.ts';

/**
 * PUT /api/v1/contract/:contractName/bateria_virtual_move_virtual_battery/:bateriaOrigenId
 * (customer-area §7): moves the contract's link from one battery to another of the customer's
 * (bateria_desti) at pes_percentatge; both batteries' percentages are shared again
 * (battery-percentages.ts). 404 when the contract, its link or the destination is not the
 * customer's; 409 `virtual_battery_origin_cannot_move`, `virtual_battery_link_inactive`,
 * `virtual_battery_already_linked`; 400 when the destination is the same battery; 403 read-only.
 */
export const moveBatteryEndpoint = defineEndpoint({
  name: 'virtualBatteries.move',
  method: 'PUT',
  path: '/contract/:contractName/bateria_virtual_move_virtual_battery/:bateriaOrigenId',
  versions: [1],
  auth: true,
  tags: ['virtual batteries'],
  summary: "Move the contract's link to another of the customer's batteries",
  params: ZBatteryMoveParamsSchema,
  body: ZBatteryMoveBodySchema,
  response: ZBatteryChangeResponseSchema,
  errors: [400, 401, 403, 404, 409],
});
