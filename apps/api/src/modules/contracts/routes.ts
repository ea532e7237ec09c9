import { getContractEndpoint, getContractListInfoEndpoint, getContractsEndpoint, normaliseLanguage } from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { ContractsService } from './service.ts';

// The interface language the web sends, else the session's: attachment sizes are written in it.
const languageOf = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language'], identityOf(request).locale);

/**
 * The contract list and detail (customer-area §7); url, method and schemas come from the endpoint
 * contracts. `lists` answers the list and its counts (over the read replica when there is one).
 */
export const contractsRoutes: FastifyPluginAsync<{ service: ContractsService; lists: ContractsService }> = async (
  app,
  { service, lists },
) => {
  endpointRoute(app, getContractListInfoEndpoint, (request) => lists.listInfo(identityOf(request).user_id));
  endpointRoute(app, getContractsEndpoint, (request) => lists.list(identityOf(request).user_id, request.query, languageOf(request)));
  endpointRoute(app, getContractEndpoint, (request) =>
    service.detail(identityOf(request).user_id, request.params.contractName, languageOf(request), request.query.type),
  );
};
