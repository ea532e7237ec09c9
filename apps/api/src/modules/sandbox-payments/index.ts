import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/api-module.ts';
import type { PaymentProviders } from '../../platform/payments/provider-factory.ts';
import { sandboxPaymentsRoutes } from './routes.ts';
import { SandboxPaymentsService } from './service.ts';

export interface SandboxPaymentsModuleDeps {
  db: Database;
  /** The deployment's providers (payments module): the sandbox's store holds the cards and intents. */
  providers: PaymentProviders;
}

/** What Stripe.js does in the browser, for the built-in sandbox: card to payment method, extra authentication. */
export function sandboxPaymentsModule({ db, providers }: SandboxPaymentsModuleDeps): ApiModule {
  const service = new SandboxPaymentsService(db, providers);
  return {
    routes: async (app) => {
      await app.register(sandboxPaymentsRoutes, { service });
    },
  };
}
