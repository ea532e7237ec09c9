import { GATES } from '../shell/gates.ts';
import type { TContractKind, TContractState } from './contract-kind.ts';

export type TNoCessionSipsState = 'requested' | 'active' | 'unactive';

/** The settings the button rules read; the merged TSettings satisfies it. */
export interface TContractButtonSettings {
  features: {
    notificacionAddressChange: boolean;
    modifyInvoiceOnline: boolean;
    powerChange: boolean;
    noCesionSips: boolean;
    reclamATCContract: boolean;
    disableDownloadContractReport: boolean;
  };
  contract: { ibanChange: { enabled: boolean } };
  refCatastral: { modify: boolean };
}

export interface TContractButtonsInput {
  kind: TContractKind;
  state: TContractState;
  atrAvailable: boolean;
  noCessionSips: TNoCessionSipsState | null;
  /** The kinds of change waiting for the customer's signature (the contract's waitingForSignature); none when absent. */
  waitingForSignature?: readonly string[];
  readonly: boolean;
  settings: TContractButtonSettings;
}

/** Why a visible button is disabled: each is a message key, the button's tooltip. */
export type TContractButtonReason = 'read_only_token' | 'change_waiting_for_signature' | 'sips_already_active';

export interface TContractButton {
  visible: boolean;
  disabled: boolean;
  /** Why a visible button is disabled, as a message key for its tooltip: a disabled button always says why. */
  reason?: TContractButtonReason;
}

export interface TContractButtons {
  notificationAddress: TContractButton;
  invoiceDelivery: TContractButton;
  iban: TContractButton;
  power: TContractButton;
  sips: TContractButton;
  cadastralReference: TContractButton;
  downloadReport: TContractButton;
  claim: TContractButton;
}

// A read-only (impersonation) token shows every change button but disables it, with a tooltip
// (customer-area §6); it never hides one. Otherwise a button the contract cannot take now says why.
function changeButton(visible: boolean, readonly: boolean, blocked?: TContractButtonReason): TContractButton {
  if (!visible) return { visible: false, disabled: true };
  if (readonly) return { visible: true, disabled: true, reason: 'read_only_token' };
  if (blocked) return { visible: true, disabled: true, reason: blocked };
  return { visible: true, disabled: false };
}

// The changes that wait for a signature (IBAN, power, SIPS opt-out): while one of a kind waits,
// another of that kind is refused (the server answers 409), so its button is disabled.
const pendingReason = (waiting: readonly string[], kind: string): TContractButtonReason | undefined =>
  waiting.includes(kind) ? 'change_waiting_for_signature' : undefined;

/**
 * Which buttons of the contract data card show, and which are disabled (customer-area §6).
 *
 * Gas: the source shows the power and SIPS buttons of a gas contract when its state is NOT
 * activa, the opposite of electricity and of the rule that only an active contract accepts
 * changes (§4). We read that as a slip and implement:
 * - power change: electricity only, because §1 offers contracted power changes for electricity
 *   only and a gas supply has pressure and flow rate, not power periods;
 * - SIPS opt-out for gas: the electricity rule, state activa plus atr_available, because a
 *   closed or cancelled contract "cannot be modified" (§4) and the server refuses the change.
 * The choice is recorded in docs/decisions.md.
 */
export function contractButtons(input: TContractButtonsInput): TContractButtons {
  const { kind, state, atrAvailable, noCessionSips, waitingForSignature = [], readonly, settings } = input;
  const active = state === 'activa';
  // The deployment's part of each rule is its gate (shell/gates.ts); the contract adds its own.
  return {
    notificationAddress: changeButton(active && GATES.notificationAddressChange.open(settings), readonly),
    invoiceDelivery: changeButton(active && GATES.invoiceDelivery.open(settings), readonly),
    iban: changeButton(active && GATES.ibanChange.open(settings), readonly, pendingReason(waitingForSignature, 'iban')),
    power: changeButton(
      kind === 'electricity' && active && atrAvailable && GATES.powerChange.open(settings),
      readonly,
      pendingReason(waitingForSignature, 'power'),
    ),
    // Once the opt-out is active there is nothing left to request (customer-area §6).
    sips: changeButton(
      active && atrAvailable && GATES.noCesionSips.open(settings),
      readonly,
      noCessionSips === 'active' ? 'sips_already_active' : pendingReason(waitingForSignature, 'no_cession_sips'),
    ),
    cadastralReference: changeButton(active && GATES.cadastralReference.open(settings), readonly),
    // Downloading the report changes nothing, so a read-only token may do it.
    downloadReport: { visible: GATES.contractReport.open(settings), disabled: false },
    // The web shows it only once the claims page is mounted (contract-links.ts).
    claim: changeButton(GATES.contractClaim.open(settings), readonly),
  };
}
