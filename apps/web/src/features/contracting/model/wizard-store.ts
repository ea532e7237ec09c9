import type { TConfirmResult, TContractingType, TStepName } from '@portal/domain';
import { createStore, type TStore } from '../../../shared/store/create-store.ts';
import { emptyWizardValues, type TSectionName, type TWizardValues } from './wizard-values.ts';

/** The lead errors of §3.9 and §8: cleared when the visitor goes back or edits a field (§4.3). */
export interface TLeadErrors {
  /** The solvency check scored the holder out (§8 'leads bad score'). */
  badScore: boolean;
  /** The tax id is not registered under the name given (§8 'leads dni invalid'). */
  dniInvalid: boolean;
  /** A step's call failed (§8 'leads generic error'). */
  genericError: boolean;
}

export const NO_LEAD_ERRORS: TLeadErrors = { badScore: false, dniInvalid: false, genericError: false };

/** What the registry said of a CUPS (§5.6: cupsAvailable false stops the process). */
export interface TSupplyPointFound {
  cups: string;
  available: boolean;
  /** The registry's self-consumption code (autoconsumo_code), which the contract step's toggle keeps (§4.3). */
  selfconsCode?: string;
}

/** The confirmation's answer (§3.9 confirmStatus, confirmResponse; §4.3). */
/** An error's code is the API's (result.error): 'customer_exists' has a message of its own. */
export type TConfirmState = { status: 'pending' } | { status: 'ok'; result: TConfirmResult } | { status: 'error'; code?: string };

/** The outcome of the person step's checks, for the person data they were made on. */
export interface TPersonChecks {
  signature: string;
  badScore: boolean;
  dniInvalid: boolean;
}

/**
 * A wizard's state for the browser session (§3.9): what was typed on every step, where the
 * visitor is, the lead and what it holds. It outlives the page, so leaving the wizard and coming
 * back, or moving between steps, never loses a value; a reload resumes from the lead's draft.
 */
export interface TWizardState {
  leadId: number | undefined;
  current: TStepName;
  /** The steps completed with next (or that the resumed lead holds). */
  done: readonly TStepName[];
  values: TWizardValues;
  /** Each section as last stored in the lead (its checked data, serialised): an unchanged section is not sent again. */
  sent: Partial<Record<TSectionName, string>>;
  /** Each section's fields as the resumed lead gave them: untouched, they are what the lead holds. */
  resumed: Partial<Record<TSectionName, string>>;
  personChecks: TPersonChecks | undefined;
  leadErrors: TLeadErrors;
  submitting: boolean;
  supplyPoint: TSupplyPointFound | undefined;
  gasSupplyPoint: TSupplyPointFound | undefined;
  confirm: TConfirmState;
  /** The lead's draft was asked for, or this session already holds the wizard: not asked again. */
  arrived: boolean;
  /** A signed-in customer's person step was filled from the config once. */
  prefilled: boolean;
  /** Counts the values set from outside the step's form (a resumed lead, ?promocode=): the form on screen starts again from them. */
  formVersion: number;
}

export function initialWizardState(type: TContractingType): TWizardState {
  return {
    leadId: undefined,
    current: 'installation',
    done: [],
    values: emptyWizardValues(type === 'gas'),
    sent: {},
    resumed: {},
    personChecks: undefined,
    leadErrors: NO_LEAD_ERRORS,
    submitting: false,
    supplyPoint: undefined,
    gasSupplyPoint: undefined,
    confirm: { status: 'pending' },
    arrived: false,
    prefilled: false,
    formVersion: 0,
  };
}

const stores = new Map<TContractingType, TStore<TWizardState>>();

/** The wizard's store for this session, one per wizard type. */
export function wizardStore(type: TContractingType): TStore<TWizardState> {
  let store = stores.get(type);
  if (!store) {
    store = createStore(initialWizardState(type));
    stores.set(type, store);
  }
  return store;
}

/**
 * 'Go home' on the finish step (§2.3): the flow starts again, without the lead it made. That
 * lead is confirmed, so there is no draft to resume: the wizard does not ask for one again.
 */
export function resetWizard(type: TContractingType): void {
  wizardStore(type).setState({ ...initialWizardState(type), arrived: true });
}

/** A section's fields as written now: compared with what the resumed lead gave. */
export const valuesText = (values: unknown) => JSON.stringify(values);
