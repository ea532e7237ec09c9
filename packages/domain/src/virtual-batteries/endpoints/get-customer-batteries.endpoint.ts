import { defineEndpoint } from '../../api/endpoint.ts';
import { ZCustomerBatteriesSchema } from '../battery-schemas.ts';

/**
 * GET /api/v1/contract/bateria_virtual/ (beyond the spec, which does not show how the move
 * stepper learns the other batteries): the customer's batteries with their balance and links,
 * what the move stepper offers and the spreadsheet download names.
 */
export const getCustomerBatteriesEndpoint = defineEndpoint({
  name: 'virtualBatteries.list',
  method: 'GET',
  path: '/contract/bateria_virtual/',
  versions: [1],
  auth: true,
  tags: ['virtual batteries'],
  summary: "The customer's virtual batteries",
  response: ZCustomerBatteriesSchema,
  errors: [401],
});
