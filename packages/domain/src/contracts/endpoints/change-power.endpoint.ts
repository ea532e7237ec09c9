import { defineEndpoint } from '../../api/endpoint.ts';
import { ZWaitingForSignatureResponseSchema } from '../contract-change-schemas.ts';
import { ZContractNameParamsSchema, ZContractTypeQuerySchema } from '../contract-route-schemas.ts';
import { ZPowerChangeRequestSchema } from '../power-change-request-schema.ts';

/** POST /api/v1/contracts/:contractName/power/: P1..P6 in watts and the phone (customer-area §7); 406 refused, 409 change_waiting_for_signature while a change of the kind waits. */
export const changePowerEndpoint = defineEndpoint({
  name: 'contractChanges.power',
  method: 'POST',
  path: '/contracts/:contractName/power/',
  versions: [1],
  auth: true,
  tags: ['contract changes'],
  summary: 'Ask for a contracted power change (watts); waits for the signature',
  params: ZContractNameParamsSchema,
  query: ZContractTypeQuerySchema,
  body: ZPowerChangeRequestSchema,
  response: ZWaitingForSignatureResponseSchema,
  errors: [400, 401, 403, 404, 406, 409],
});
