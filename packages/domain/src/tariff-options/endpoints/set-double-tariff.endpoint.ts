import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZDoubleTariffSchema, ZDoubleTariffStateSchema } from '../tariff-option-schemas.ts';

/**
 * PUT /api/v1/contract/:contractName/double-tariff/ (customer-area §7): chooses double tariff. The choice
 * must be one of the available ones (400 with a field error); it applies from the next local
 * day and the answer gives that day (validFrom). 409 when the contract is not open or its product
 * does not offer the option; 403 for a read-only token.
 */
export const setDoubleTariffEndpoint = defineEndpoint({
  name: 'tariffOptions.setDoubleTariff',
  method: 'PUT',
  path: '/contract/:contractName/double-tariff/',
  versions: [1],
  auth: true,
  tags: ['tariff options'],
  summary: 'Choose the double tariff of the contract',
  params: ZContractNameParamsSchema,
  body: ZDoubleTariffSchema,
  response: ZDoubleTariffStateSchema,
  errors: [400, 401, 403, 404, 409],
});
