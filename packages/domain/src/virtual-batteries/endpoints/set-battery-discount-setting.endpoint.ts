import { defineEndpoint } from '../../api/endpoint.ts';
import { ZBatteryChangeResponseSchema, ZBatteryDiscountSettingBodySchema, ZBatteryLinkParamsSchema } from '../battery-schemas.ts';

/**
 * PUT /api/v1/contract/:contractName/bateria/:bateriaId (customer-area §7): whether the contract's
 * invoices draw discounts from the battery (valor_descomptes `aplicar`) or leave them in it
 * (`no_aplicar`). 404 when the contract is not the customer's or has no link to the battery; 409
 * `virtual_battery_link_inactive` for a link inactive by date; 403 for a read-only token.
 */
export const setBatteryDiscountSettingEndpoint = defineEndpoint({
  name: 'virtualBatteries.setDiscountSetting',
  method: 'PUT',
  path: '/contract/:contractName/bateria/:bateriaId',
  versions: [1],
  auth: true,
  tags: ['virtual batteries'],
  summary: "Apply or keep the battery's discounts on the contract's invoices",
  params: ZBatteryLinkParamsSchema,
  body: ZBatteryDiscountSettingBodySchema,
  response: ZBatteryChangeResponseSchema,
  errors: [400, 401, 403, 404, 409],
});
