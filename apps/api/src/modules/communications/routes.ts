import {
  getCommunicationMessageEndpoint,
  getContractCommunicationsEndpoint,
  getNotificationPreferencesEndpoint,
  updateNotificationPreferencesEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { CommunicationsService } from './service.ts';

/** The contract's communications and the customer's mail preferences; url, method and schemas come from the endpoint contracts. */
export const communicationsRoutes: FastifyPluginAsync<{ service: CommunicationsService }> = async (app, { service }) => {
  endpointRoute(app, getContractCommunicationsEndpoint, (request) =>
    service.list(identityOf(request).user_id, request.params.contractName, request.query),
  );
  endpointRoute(app, getCommunicationMessageEndpoint, (request) =>
    service.message(identityOf(request).user_id, request.params.contractName, request.params.messageId, request.query.type),
  );
  endpointRoute(app, getNotificationPreferencesEndpoint, (request) => service.preferences(identityOf(request).user_id));
  // A read-only (impersonation) token is refused by the authentication hook before this runs (403).
  endpointRoute(app, updateNotificationPreferencesEndpoint, (request) =>
    service.updatePreferences(identityOf(request).user_id, request.body),
  );
};
