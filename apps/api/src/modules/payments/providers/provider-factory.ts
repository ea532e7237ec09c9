import type { TPaymentPlatform } from '@portal/domain';
import type { Database } from '../../../db/database.ts';
import type { PaymentProvider } from '../../../platform/payments/provider.ts';
import type { StripeConfig } from '../../../platform/runtime/config.ts';
import { SandboxProvider } from './sandbox-provider.ts';
import { SandboxStore } from './sandbox-store.ts';
import { StripeProvider, type StripeProviderOptions } from './stripe-provider.ts';

/**
 * Which platform customers pay with. Without Stripe keys only the sandbox can take payments.
 * With keys, Stripe, unless the retailer has stored `payment.provider: 'sandbox'` in its
 * settings (a staging deployment): the built-in default of that setting is not a choice, so
 * setting the keys alone never leaves real customers on the sandbox, whose test cards pay
 * invoices for free. One platform at a time: the web shows one card form.
 */
export function offeredPlatforms(stripeConfigured: boolean, storedPreference: unknown): TPaymentPlatform[] {
  if (!stripeConfigured) return ['sandbox'];
  return storedPreference === 'sandbox' ? ['sandbox'] : ['stripe'];
}

export interface PaymentProvidersOptions {
  db: Database;
  stripe: StripeConfig | undefined;
  /** `payment.provider` as the retailer stored it (public or private scope), undefined when never set. */
  storedPreference: () => Promise<unknown>;
  stripeOptions?: StripeProviderOptions;
}

/** The providers of this deployment: the sandbox always exists (it settles its own earlier intents), Stripe when configured. */
export class PaymentProviders {
  readonly sandboxStore: SandboxStore;
  private readonly providers: Map<TPaymentPlatform, PaymentProvider>;

  constructor(private readonly options: PaymentProvidersOptions) {
    this.sandboxStore = new SandboxStore(options.db);
    this.providers = new Map<TPaymentPlatform, PaymentProvider>([['sandbox', new SandboxProvider(this.sandboxStore)]]);
    if (options.stripe) this.providers.set('stripe', new StripeProvider(options.stripe, options.stripeOptions));
  }

  async offered(): Promise<TPaymentPlatform[]> {
    return offeredPlatforms(this.options.stripe !== undefined, await this.options.storedPreference());
  }

  /** The provider customers may pay with now under that name, or undefined. */
  async offeredProvider(platform: TPaymentPlatform): Promise<PaymentProvider | undefined> {
    return (await this.offered()).includes(platform) ? this.providers.get(platform) : undefined;
  }

  /**
   * Any configured provider, offered or not: attempts made before the retailer switched
   * platforms are still finished and recovered by the provider that holds them.
   */
  provider(platform: TPaymentPlatform): PaymentProvider | undefined {
    return this.providers.get(platform);
  }
}
