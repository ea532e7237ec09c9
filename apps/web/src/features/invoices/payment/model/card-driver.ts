/** A payment method made from the card form, or the message of why it could not be. */
export type TPaymentMethodResult = { ok: true; id: string } | { ok: false; errorKey: string };

/**
 * What a card form hands the payment flow when the user pays: the sandbox form and Stripe's
 * Elements differ only here, so one flow (model/payment-state.ts) drives both.
 */
export interface TCardDriver {
  createPaymentMethod: () => Promise<TPaymentMethodResult>;
  /** Stripe.js's own extra authentication (3-D Secure); the sandbox's bank page is ours. */
  handleNextAction?: (clientSecret: string) => Promise<void>;
}

/** The props every card form takes. */
export interface TCardFormProps {
  formId: string;
  publishableKey: string;
  /** Out of sight (not unmounted) while paying and after an error, so what was typed is kept. */
  hidden: boolean;
  /** Each "Try again" raises it: the form clears the security code and puts the focus there. */
  attempt: number;
  onSubmit: (driver: TCardDriver) => void;
}
