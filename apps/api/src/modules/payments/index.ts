import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/api-module.ts';
import type { Config } from '../../platform/config.ts';
import type { PaymentProviders } from '../../platform/payments/provider-factory.ts';
import type { SettingsService } from '../settings/index.ts';
import { createPaymentsModule, RECONCILE_INTERVAL_MS } from './payments-module.ts';
import { paymentsRoutes } from './routes.ts';

export interface PaymentsModuleDeps {
  db: Database;
  config: Pick<Config, 'stripe'>;
  /** Whether invoices may be paid, the receipts' organisation, and the retailer's stored payment provider. */
  settings: SettingsService;
  log: FastifyBaseLogger;
}

/**
 * Card payments of invoices, their summaries and receipts, and the reconciler that finishes
 * attempts whose answer was lost. Its providers are what the sandbox payments module completes
 * the sandbox's card forms with.
 */
export function paymentsModule({ db, config, settings, log }: PaymentsModuleDeps): ApiModule & { providers: PaymentProviders } {
  const { providers, payments, transactions, reconciler } = createPaymentsModule({ db, stripe: config.stripe, settings, log });
  return {
    providers,
    routes: async (app) => {
      await app.register(paymentsRoutes, { payments, transactions });
      // Attempts whose answer was lost (a crash mid-payment) are finished at start-up and every minute.
      app.addHook('onReady', async () => reconciler.start(RECONCILE_INTERVAL_MS));
      app.addHook('onClose', () => reconciler.stop());
    },
  };
}
