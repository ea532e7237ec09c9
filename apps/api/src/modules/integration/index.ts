import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { IntegrationConfig } from '../../platform/runtime/config.ts';
import type { ContractingStaffView } from '../contracting/index.ts';
import type { LeadsService } from '../leads/index.ts';
import type { PriceAlertsService } from '../price-alerts/index.ts';
import type { SignaturesStaffView } from '../signatures/index.ts';
import { DeliveryRepo } from './delivery-repo.ts';
import { IntegrationTokens } from './integration-tokens.ts';
import { IntegrationRepo } from './repo.ts';
import { integrationRoutes } from './routes.ts';
import { integrationStaffRoutes } from './staff-routes.ts';
import { WebhookDispatcher } from './webhook-dispatcher.ts';
import { WebhookEvents } from './webhook-events.ts';
import { WebhookSecrets } from './webhook-secrets.ts';
import { Webhooks } from './webhooks.ts';

export type { WebhookDispatcher } from './webhook-dispatcher.ts';

/** What the integration calls work on: the same views the staff routes use. */
export interface IntegrationViews {
  leads: Pick<LeadsService, 'list'>;
  contractingLeads: Pick<ContractingStaffView, 'list'>;
  signatures: SignaturesStaffView;
  priceAlerts: Pick<PriceAlertsService, 'importLines'>;
}

export interface IntegrationModuleDeps {
  db: Database;
  config: IntegrationConfig;
  /** TOKEN_SECRET: the webhook secrets' sealing key is derived from it. */
  tokenSecret: Uint8Array;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The retailer's systems (docs/integration.md). Built in two steps because the modules it serves
 * and the modules that emit its events are the same: `integrationModule` first, whose `events`
 * (the OutgoingEvents port as webhooks) leads, signatures, cases and payments receive, and whose
 * `staffRoutes` (tokens and webhooks, for supervisors) the staff module registers behind its hook;
 * then `routes(views)`, the integration API over the views those modules answer.
 */
export function integrationModule(deps: IntegrationModuleDeps): {
  events: OutgoingEvents;
  dispatcher: WebhookDispatcher;
  staffRoutes: FastifyPluginAsync;
  routes: (views: IntegrationViews) => ApiModule;
} {
  const now = deps.now ?? (() => new Date());
  const repo = new IntegrationRepo(deps.db);
  const deliveries = new DeliveryRepo(deps.db);
  const secrets = new WebhookSecrets(deps.tokenSecret);
  const dispatcher = new WebhookDispatcher(
    deliveries,
    secrets,
    deps.log,
    {
      intervalMs: deps.config.dispatchIntervalMs,
      retryScheduleMs: deps.config.retryScheduleMs,
      timeoutMs: deps.config.timeoutMs,
      batchSize: 10,
    },
    now,
  );
  const tokens = new IntegrationTokens(deps.db, repo, now);
  const webhooks = new Webhooks({ db: deps.db, repo, deliveries, secrets, allowHttpLocalhost: deps.config.allowHttpLocalhost, now });
  return {
    events: new WebhookEvents(repo, deliveries, dispatcher, now),
    dispatcher,
    staffRoutes: integrationStaffRoutes(tokens, webhooks),
    routes: (views) => ({
      routes: async (app) => {
        // Deliveries waiting are sent from start-up on, and every WEBHOOK_DISPATCH_INTERVAL_SECONDS.
        app.addHook('onReady', async () => void dispatcher.start());
        app.addHook('onClose', () => dispatcher.stop());
        await app.register(integrationRoutes, { tokens, perMinute: deps.config.perTokenPerMinute, ...views });
      },
    }),
  };
}
