import { defineEndpoint } from '../../api/endpoint.ts';
import { ZContractNameParamsSchema } from '../../contracts/contract-route-schemas.ts';
import { ZHappyDayRequestSchema, ZHappyDayStateSchema } from '../tariff-option-schemas.ts';

/**
 * PUT /api/v1/contract/:contractName/happy-day/ (customer-area §7): chooses happy day. The choice
 * must be one of the available ones (400 with a field error); it applies from the next local
 * day and the answer gives that day (validFrom). 409 when the contract is not open or its product
 * does not offer the option; 403 for a read-only token.
 */
export const setHappyDayEndpoint = defineEndpoint({
  name: 'tariffOptions.setHappyDay',
  method: 'PUT',
  path: '/contract/:contractName/happy-day/',
  versions: [1],
  auth: true,
  tags: ['tariff options'],
  summary: 'Choose the happy day of the contract',
  params: ZContractNameParamsSchema,
  body: ZHappyDayRequestSchema,
  response: ZHappyDayStateSchema,
  errors: [400, 401, 403, 404, 409],
});
