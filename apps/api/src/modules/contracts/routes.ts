import {
  ZContractListInfoResponseSchema,
  ZContractListQuerySchema,
  ZContractListResponseSchema,
  ZContractNameParamsSchema,
  ZContractSchema,
  ZContractTypeQuerySchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { ContractsService } from './service.ts';

const tags = ['contracts'];

// Without `type` the list holds both kinds (the spec always sends one; a missing one is not an error).
const ZListQuerySchema = ZContractListQuerySchema.partial({ type: true });

export const contractsRoutes: FastifyPluginAsyncZod<{ service: ContractsService }> = async (app, { service }) => {
  app.get(
    '/v2/contracts/list-info/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'How many electricity and gas contracts the customer has',
        response: { 200: ZContractListInfoResponseSchema, ...errorResponses(401) },
      },
    },
    (request) => service.listInfo(identityOf(request).user_id),
  );

  app.get(
    '/v2/contracts',
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          'The customer’s contracts of a type: active first, then by name; filter searches name, address, CUPS, tariff and price list',
        querystring: ZListQuerySchema,
        response: { 200: ZContractListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => service.list(identityOf(request).user_id, request.query),
  );

  app.get(
    '/v2/contracts/:contractName',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'One contract of the customer by name (404 for a name that is not theirs)',
        params: ZContractNameParamsSchema,
        querystring: ZContractTypeQuerySchema,
        response: { 200: ZContractSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.detail(identityOf(request).user_id, request.params.contractName, request.query.type),
  );
};
