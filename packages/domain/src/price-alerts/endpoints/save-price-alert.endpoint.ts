import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPriceAlertRequestSchema, ZPriceAlertSavedSchema } from '../price-alert-schemas.ts';

/**
 * POST /api/v1/omip/alerts/ (visitor-and-shell §7, §5.5): { id?, product, type, price } → { status, id }.
 * Without an id a new alert; with one, that alert changed (armed again). 400 with field errors
 * (an unknown product: product price_alert_product_unknown), 404 for an id that is not the
 * customer's or when the page is off, 409 price_alerts_limit, 403 for a read-only token.
 */
export const savePriceAlertEndpoint = defineEndpoint({
  name: 'priceAlerts.save',
  method: 'POST',
  path: '/omip/alerts/',
  versions: [1],
  auth: true,
  tags: ['price-alerts'],
  summary: 'Add a price alert, or change one',
  body: ZPriceAlertRequestSchema,
  response: ZPriceAlertSavedSchema,
  errors: [400, 401, 403, 404, 409],
});
