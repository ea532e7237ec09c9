/**
 * The lifecycle of a document the customer signs (docs/signatures.md): a change that needs the
 * customer's signature (customer-area §3 waitingForSignature, §4 "signature pending": IBAN, power,
 * SIPS opt-out) or a contracting wizard's draft contract. Signed by the customer with a one-time
 * code, then applied or rejected by staff; an unsigned one expires or is cancelled by the customer.
 */
export const SIGNING_STATES = ['waiting_for_signature', 'signed', 'applied', 'rejected', 'expired', 'cancelled'] as const;
export type TSigningState = (typeof SIGNING_STATES)[number];

/** What is signed: a change of a contract (its kind) or a wizard's new contract. */
export const SIGNING_KINDS = ['iban', 'power', 'no_cession_sips', 'contract'] as const;
export type TSigningKind = (typeof SIGNING_KINDS)[number];

/** Every move the lifecycle allows; nothing else (a decided, expired or cancelled request is final). */
const MOVES: Readonly<Record<TSigningState, readonly TSigningState[]>> = {
  waiting_for_signature: ['signed', 'expired', 'cancelled'],
  signed: ['applied', 'rejected'],
  applied: [],
  rejected: [],
  expired: [],
  cancelled: [],
};

/** Whether a request in `from` may move to `to`. */
export function canMoveSigning(from: TSigningState, to: TSigningState): boolean {
  return MOVES[from].includes(to);
}

/** The states a request may still move from: it holds its contract's "one pending per kind". */
export const OPEN_SIGNING_STATES = ['waiting_for_signature', 'signed'] as const satisfies readonly TSigningState[];

/** A request no one can act on any more. */
export function isFinalSigningState(state: TSigningState): boolean {
  return MOVES[state].length === 0;
}

/**
 * Whether an unsigned request has run out of time: a request waiting for signature past its
 * link's expiry is expired, whether or not the sweep has written it yet (checked at every read).
 */
export function isSigningExpired(state: TSigningState, expiresAt: Date, now: Date): boolean {
  return state === 'waiting_for_signature' && now.getTime() >= expiresAt.getTime();
}
