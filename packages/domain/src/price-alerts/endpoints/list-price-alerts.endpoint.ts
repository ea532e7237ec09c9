import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPriceAlertListSchema } from '../price-alert-schemas.ts';

/**
 * GET /api/v1/omip/alerts/ (visitor-and-shell §7, §3.8): the customer's alerts, oldest first, with
 * when each last fired and the product's recent settlements. 404 when the page is off.
 */
export const listPriceAlertsEndpoint = defineEndpoint({
  name: 'priceAlerts.list',
  method: 'GET',
  path: '/omip/alerts/',
  versions: [1],
  auth: true,
  tags: ['price-alerts'],
  summary: 'The customer’s price alerts',
  response: ZPriceAlertListSchema,
  errors: [401, 404],
});
