import type { TPaymentPlatform } from '@portal/domain';

/** Query keys of the payment dialog; an invoice's list is invalidated through the page's onPaid. */
export const paymentKeys = {
  all: ['payments'] as const,
  platforms: () => ['payments', 'platforms'] as const,
  publishableKey: (platform: TPaymentPlatform) => ['payments', 'publishable-key', platform] as const,
  transactionSummary: (invoiceId: number) => ['payments', 'transaction-summary', invoiceId] as const,
};
