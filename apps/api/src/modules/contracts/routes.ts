import { getContractEndpoint, getContractListInfoEndpoint, getContractsEndpoint, normaliseLanguage } from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { ContractsService } from './service.ts';

// The interface language the web sends, else the session's: attachment sizes are written in it.
const languageOf = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language'], identityOf(request).locale);

/** The contract list and detail (customer-area §7); url, method and schemas come from the endpoint contracts. */
export const contractsRoutes: FastifyPluginAsync<{ service: ContractsService }> = async (app, { service }) => {
  endpointRoute(app, getContractListInfoEndpoint, (request) => service.listInfo(identityOf(request).user_id));
  endpointRoute(app, getContractsEndpoint, (request) => service.list(identityOf(request).user_id, request.query, languageOf(request)));
  endpointRoute(app, getContractEndpoint, (request) =>
    service.detail(identityOf(request).user_id, request.params.contractName, languageOf(request), request.query.type),
  );
};
