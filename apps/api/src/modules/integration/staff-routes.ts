import {
  createIntegrationTokenEndpoint,
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listIntegrationTokensEndpoint,
  listWebhookAttemptsEndpoint,
  listWebhooksEndpoint,
  revokeIntegrationTokenEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { staffOf, staffRouteOptions } from '../staff/index.ts';
import { trailByStaff } from '../trail/index.ts';
import type { IntegrationTokens } from './integration-tokens.ts';
import type { Webhooks } from './webhooks.ts';

const supervisor = staffRouteOptions('supervisor');

/**
 * The supervisors' calls of the integration (docs/integration.md): the tokens and the webhook
 * endpoints. Registered by the staff module behind its hook (StaffModuleDeps.routes): a staff
 * token of a supervisor, an agent's gets 403 staff_role_required.
 */
export function integrationStaffRoutes(tokens: IntegrationTokens, webhooks: Webhooks): FastifyPluginAsync {
  return async (app) => {
    const by = (request: Parameters<typeof staffOf>[0]) => trailByStaff(request, staffOf(request).id);

    endpointRoute(
      app,
      createIntegrationTokenEndpoint,
      async (request, reply) => reply.code(201).send(await tokens.create(by(request), request.body)),
      supervisor,
    );
    endpointRoute(app, listIntegrationTokensEndpoint, () => tokens.list(), supervisor);
    endpointRoute(app, revokeIntegrationTokenEndpoint, (request) => tokens.revoke(by(request), request.params.id), supervisor);

    endpointRoute(
      app,
      createWebhookEndpoint,
      async (request, reply) => reply.code(201).send(await webhooks.create(by(request), request.body)),
      supervisor,
    );
    endpointRoute(app, listWebhooksEndpoint, () => webhooks.list(), supervisor);
    endpointRoute(app, disableWebhookEndpoint, (request) => webhooks.disable(by(request), request.params.id), supervisor);
    endpointRoute(app, listWebhookAttemptsEndpoint, (request) => webhooks.attempts(request.params.id, request.query), supervisor);
  };
}
