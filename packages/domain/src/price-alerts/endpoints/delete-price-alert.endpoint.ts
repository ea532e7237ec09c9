import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPriceAlertDeletedSchema, ZPriceAlertDeleteRequestSchema } from '../price-alert-schemas.ts';

/**
 * POST /api/v1/omip/delete/alerts/ (visitor-and-shell §7, §8): { id } → { status }. A null or absent
 * id is 400 (id: price_alert_id_required); an id that is not the customer's 404 like a missing
 * one; 403 for a read-only token.
 */
export const deletePriceAlertEndpoint = defineEndpoint({
  name: 'priceAlerts.delete',
  method: 'POST',
  path: '/omip/delete/alerts/',
  versions: [1],
  auth: true,
  tags: ['price-alerts'],
  summary: 'Delete a price alert',
  body: ZPriceAlertDeleteRequestSchema,
  response: ZPriceAlertDeletedSchema,
  errors: [400, 401, 403, 404],
});
