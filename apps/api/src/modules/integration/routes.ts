import {
  approveIntegrationSigningEndpoint,
  getIntegrationSigningEndpoint,
  importIntegrationOmipPricesEndpoint,
  listIntegrationContractingLeadsEndpoint,
  listIntegrationLeadsEndpoint,
  listIntegrationSigningsEndpoint,
  rejectIntegrationSigningEndpoint,
  type TIntegrationScope,
} from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { ContractingStaffView } from '../contracting/index.ts';
import type { LeadsService } from '../leads/index.ts';
import { importOmipUpload, OMIP_UPLOAD_ERROR_SCHEMAS, type PriceAlertsService } from '../price-alerts/index.ts';
import type { SignaturesStaffView } from '../signatures/index.ts';
import { trailByIntegration } from '../trail/index.ts';
import { integrationOf, registerIntegrationAuthentication } from './integration-auth.ts';
import type { IntegrationTokens } from './integration-tokens.ts';

export interface IntegrationRoutesOptions {
  tokens: IntegrationTokens;
  perMinute: number;
  leads: Pick<LeadsService, 'list'>;
  contractingLeads: Pick<ContractingStaffView, 'list'>;
  signatures: SignaturesStaffView;
  priceAlerts: Pick<PriceAlertsService, 'importLines'>;
}

// Integration routes check the integration token and a scope (integration-auth.ts); OpenAPI shows their own scheme.
const scoped = (scope: TIntegrationScope) => ({
  route: { config: { integrationScope: scope } },
  schema: { security: [{ integrationBearer: [] }] },
});

/**
 * The integration API (docs/integration.md): what staff do with leads, the queue of signed
 * requests and OMIP's prices, for the retailer's systems, over the same services as the staff
 * routes; an approval or rejection is the integration's in the trail, naming its token.
 */
export const integrationRoutes: FastifyPluginAsync<IntegrationRoutesOptions> = async (
  app,
  { tokens, perMinute, leads, contractingLeads, signatures, priceAlerts },
) => {
  registerIntegrationAuthentication(app, tokens, perMinute);

  endpointRoute(app, listIntegrationLeadsEndpoint, (request) => leads.list(request.query), scoped('leads:read'));
  endpointRoute(app, listIntegrationContractingLeadsEndpoint, (request) => contractingLeads.list(request.query), scoped('leads:read'));

  endpointRoute(app, listIntegrationSigningsEndpoint, (request) => signatures.queue(request.query), scoped('queue:work'));
  endpointRoute(app, getIntegrationSigningEndpoint, (request) => signatures.detail(request.params.id), scoped('queue:work'));
  endpointRoute(
    app,
    approveIntegrationSigningEndpoint,
    (request) => signatures.applied(trailByIntegration(request, integrationId(integrationOf(request))), request.params.id),
    scoped('queue:work'),
  );
  endpointRoute(
    app,
    rejectIntegrationSigningEndpoint,
    (request) =>
      signatures.rejected(trailByIntegration(request, integrationId(integrationOf(request))), request.params.id, request.body.reason),
    scoped('queue:work'),
  );

  endpointRoute(app, importIntegrationOmipPricesEndpoint, (request) => importOmipUpload(priceAlerts, request.body.file), {
    ...scoped('import'),
    errorSchemas: OMIP_UPLOAD_ERROR_SCHEMAS,
  });
};

/** How the trail names the caller: its token's id and name (trail_entries.integration_id). */
function integrationId(caller: { id: number; name: string }): string {
  return `token ${caller.id} (${caller.name})`;
}
