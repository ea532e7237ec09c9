import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/api-module.ts';
import type { Config } from '../../platform/config.ts';
import type { PaymentProviders } from '../../platform/payments/provider-factory.ts';
import type { SettingsService } from '../settings/index.ts';
import { createPaymentsModule } from './payments-module.ts';
import { paymentsRoutes } from './routes.ts';

export interface PaymentsModuleDeps {
  db: Database;
  config: Pick<Config, 'stripe' | 'paymentReconcileIntervalMs'>;
  /** Whether invoices may be paid, the receipts' organisation, and the retailer's stored payment provider. */
  settings: SettingsService;
  log: FastifyBaseLogger;
  /**
   * The database is this process's alone (PGlite): at start no other process can be mid-payment,
   * so every undecided attempt is reconciled at once (reconciler.ts).
   */
  exclusiveDatabase?: boolean;
}

/**
 * Card payments of invoices, their summaries and receipts, and the reconciler that finishes
 * attempts whose answer was lost. Its providers are what the sandbox payments module completes
 * the sandbox's card forms with.
 */
export function paymentsModule({ db, config, settings, log, exclusiveDatabase = false }: PaymentsModuleDeps): ApiModule & {
  providers: PaymentProviders;
} {
  const { providers, payments, transactions, reconciler, idempotent } = createPaymentsModule({
    db,
    stripe: config.stripe,
    settings,
    log,
    reconciler: { intervalMs: config.paymentReconcileIntervalMs },
  });
  return {
    providers,
    routes: async (app) => {
      await app.register(paymentsRoutes, { payments, transactions, idempotent });
      // Attempts whose answer was lost (a crash mid-payment) are finished at start-up and every intervalMs (≤ 30 s).
      app.addHook('onReady', async () => {
        void reconciler.start({ orphansAtStart: exclusiveDatabase });
      });
      app.addHook('onClose', () => reconciler.stop());
    },
  };
}
