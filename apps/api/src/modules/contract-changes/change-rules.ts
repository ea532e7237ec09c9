import { contractButtons, type TContractButton, type TContractButtons, type TContractKind, type TSettings } from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { ContractRow } from '../contracts/index.ts';

type TSipsState = 'requested' | 'active' | 'unactive';

/** The buttons the contract page would show for this contract with these settings (customer-area §6). */
export function buttonsFor(contract: ContractRow, settings: TSettings): TContractButtons {
  return contractButtons({
    kind: contract.type as TContractKind,
    state: contract.state,
    atrAvailable: contract.atrAvailable,
    noCessionSips: contract.noCessionSips as TSipsState,
    waitingForSignature: contract.pendingKinds,
    // The authentication hook already refused read-only tokens on every change.
    readonly: false,
    settings,
  });
}

export const offered = (button: TContractButton): boolean => button.visible && !button.disabled;

/**
 * The server enforces the button rules: a change the page would not offer is refused, 409
 * change_not_allowed with the generic message of customer-area §8 (power answers 406, see
 * powerNotAcceptable); one whose kind already waits for signature, 409 with the button's tooltip.
 */
export function assertOffered(button: TContractButton): void {
  assertNotWaiting(button);
  if (!offered(button)) throw new ApiError(409, 'change_not_allowed', 'message_cant_do_operation');
}

/** A change of a kind already waiting for signature is refused, whatever else the rules say. */
export function assertNotWaiting(button: TContractButton): void {
  if (button.reason === 'change_waiting_for_signature') throw changeWaitingForSignature();
}

/** The power change's refusal (customer-area §8: 406 → power_same_error_modification_close dialog). */
export function powerNotAcceptable(errors?: Record<string, string[]>): ApiError {
  return new ApiError(406, 'power_change_not_acceptable', 'power_same_error_modification_close', errors ? { errors } : {});
}

export function fieldError(field: string, key: string): ApiError {
  return new ApiError(400, 'validation_error', 'validation_error', { errors: { [field]: [key] } });
}

const ONE_PENDING_INDEX = 'contract_modification_requests_one_pending_idx';

/**
 * A pending change that met another of its kind on the unique index (23505). The contract's
 * row lock makes the second request see the first and be refused; this is what remains should a
 * request slip past it (another writer that does not lock): the same 409, never a 500.
 */
export function isPendingConflict(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); PGlite and node-postgres both carry code and constraint.
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === ONE_PENDING_INDEX) return true;
  }
  return false;
}

/**
 * A change of a kind that already waits for the customer's signature (refused, not
 * replaced): 409 with the message the web shows on the disabled button.
 */
export function changeWaitingForSignature(): ApiError {
  return new ApiError(409, 'change_waiting_for_signature', 'change_waiting_for_signature');
}
