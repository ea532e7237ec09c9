import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { StripeConfig } from '../../platform/config.ts';
import { PaymentProviders } from '../../platform/payments/provider-factory.ts';
import type { StripeProviderOptions } from '../../platform/payments/stripe-provider.ts';
import type { SettingsService } from '../settings/index.ts';
import { AttemptRecorder } from './attempt-recorder.ts';
import { IdempotencyRepo } from './idempotency-repo.ts';
import { IdempotentPay } from './idempotent-pay.ts';
import { DEFAULT_RECONCILER_OPTIONS, PaymentReconciler, type ReconcilerOptions } from './reconciler.ts';
import { PaymentsRepo } from './repo.ts';
import { PaymentsService } from './service.ts';
import { TransactionsService } from './transactions.ts';

export interface PaymentsModuleOptions {
  db: Database;
  stripe: StripeConfig | undefined;
  settings: SettingsService;
  log: FastifyBaseLogger;
  reconciler?: Partial<ReconcilerOptions>;
  stripeOptions?: StripeProviderOptions;
  now?: () => Date;
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
  const recorder = new AttemptRecorder(repo, now);
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
