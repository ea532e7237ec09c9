import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { Config, StripeConfig } from '../../platform/runtime/config.ts';
import type { ContractMail } from '../communications/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { AttemptRecorder } from './attempt-recorder.ts';
import { IdempotencyRepo } from './idempotency-repo.ts';
import { IdempotentPay } from './idempotent-pay.ts';
import { paymentFailedMail, paymentSucceededMail } from './payment-mail.ts';
import { PaymentProviders } from './providers/provider-factory.ts';
import type { StripeProviderOptions } from './providers/stripe-provider.ts';
import { DEFAULT_RECONCILER_OPTIONS, PaymentReconciler, type ReconcilerOptions } from './reconciler.ts';
import { PaymentsRepo } from './repo.ts';
import { paymentsRoutes } from './routes.ts';
import { sandboxPaymentsRoutes } from './sandbox-routes.ts';
import { SandboxPaymentsService } from './sandbox-service.ts';
import { PaymentsService } from './service.ts';
import { TransactionsService } from './transactions.ts';

/** The overview's read: the latest attempt of each owed invoice, when it failed or still waits. */
export { type TUnsettledAttempt, unsettledAttemptsReader } from './unsettled-attempts.ts';

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
  mail: MailService;
  /** Mails a payment's outcome about the invoice's contract (docs/communications.md). */
  contractMail: ContractMail;
  /** The retailer's systems' webhooks (modules/integration): each successful payment is an event. */
  events: OutgoingEvents;
}

/**
 * Card payments of invoices, their summaries and receipts, the reconciler that finishes attempts
 * whose answer was lost, and the built-in sandbox's browser side (what Stripe.js does: card to
 * payment method, extra authentication), which completes its forms with the same providers.
 */
export function paymentsModule({
  db,
  config,
  settings,
  log,
  exclusiveDatabase = false,
  mail,
  contractMail,
  events,
}: PaymentsModuleDeps): ApiModule {
  mail.register('payment_succeeded', paymentSucceededMail);
  mail.register('payment_failed', paymentFailedMail);
  const { providers, payments, transactions, reconciler, idempotent } = createPaymentsModule({
    db,
    stripe: config.stripe,
    settings,
    log,
    contractMail,
    events,
    reconciler: { intervalMs: config.paymentReconcileIntervalMs },
  });
  const sandbox = new SandboxPaymentsService(db, providers);
  return {
    routes: async (app) => {
      await app.register(paymentsRoutes, { payments, transactions, idempotent });
      await app.register(sandboxPaymentsRoutes, { service: sandbox });
      // Attempts whose answer was lost (a crash mid-payment) are finished at start-up and every intervalMs (≤ 30 s).
      app.addHook('onReady', async () => {
        void reconciler.start({ orphansAtStart: exclusiveDatabase });
      });
      app.addHook('onClose', () => reconciler.stop());
    },
  };
}

export interface PaymentsModuleOptions {
  db: Database;
  stripe: StripeConfig | undefined;
  settings: SettingsService;
  log: FastifyBaseLogger;
  reconciler?: Partial<ReconcilerOptions>;
  stripeOptions?: StripeProviderOptions;
  now?: () => Date;
  /** Mails each payment's outcome; without it (some tests) nothing is mailed. */
  contractMail?: ContractMail;
  /** Tells the retailer's systems of each successful payment; without it (some tests) nothing is told. */
  events?: OutgoingEvents;
}

export interface PaymentsModule {
  providers: PaymentProviders;
  payments: PaymentsService;
  transactions: TransactionsService;
  reconciler: PaymentReconciler;
  idempotent: IdempotentPay;
}

/** Idempotency keys are kept a day, as Stripe keeps them. */
const KEYS_KEPT_MS = 24 * 60 * 60_000;

/** The payments module wired together: providers, pay, summaries and receipts, reconciliation. */
export function createPaymentsModule(options: PaymentsModuleOptions): PaymentsModule {
  const now = options.now ?? (() => new Date());
  const providers = new PaymentProviders({
    db: options.db,
    stripe: options.stripe,
    // The retailer's stored choice only (public, then private), not the built-in default: see provider-factory.ts.
    storedPreference: async () => ((await options.settings.stored()) as { payment?: { provider?: unknown } }).payment?.provider,
    ...(options.stripeOptions ? { stripeOptions: options.stripeOptions } : {}),
  });
  const repo = new PaymentsRepo(options.db);
  const recorder = new AttemptRecorder(repo, now, options.contractMail, options.events);
  const reconciler = new PaymentReconciler(
    repo,
    providers,
    recorder,
    options.log,
    { ...DEFAULT_RECONCILER_OPTIONS, ...options.reconciler },
    now,
  );
  const keys = new IdempotencyRepo(options.db);
  reconciler.prune = () => keys.prune(new Date(now().getTime() - KEYS_KEPT_MS));
  const payments = new PaymentsService(repo, providers, recorder, reconciler, options.settings, options.log);
  return {
    providers,
    payments,
    transactions: new TransactionsService(repo, reconciler, options.settings),
    reconciler,
    idempotent: new IdempotentPay(keys, payments, options.log),
  };
}
