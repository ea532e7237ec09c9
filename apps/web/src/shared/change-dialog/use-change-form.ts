import { useReducer } from 'react';
import { useRefreshContracts } from '../contract/refresh-contracts.ts';
import { changeFormReducer, INITIAL_CHANGE_FORM_STATE } from './change-form-state.ts';
import { classifySubmitFailure } from './submit-failure.ts';

export interface TUseChangeFormOptions {
  /** The dialog fetches something before the form can show (accounts, addresses). */
  needsData: boolean;
  /** Message of a 406 (power: power_same_error_modification_close). */
  refusedKey?: string;
  /** After a success: the page starts the signature notice when the answer asks for one. */
  onSucceeded?: (waitingForSignature: boolean) => void;
}

const waitingIn = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && (answer as { waiting_for_signature?: unknown }).waiting_for_signature === true;

/**
 * A change dialog's state machine (model/change-form-state.ts) and its submit: the call, then
 * success (contracts reload), field errors back on the form, or the error state.
 */
export function useChangeForm({ needsData, refusedKey, onSucceeded }: TUseChangeFormOptions) {
  const [state, dispatch] = useReducer(changeFormReducer, needsData, (fetches) =>
    changeFormReducer(INITIAL_CHANGE_FORM_STATE, { type: 'open', needsData: fetches }),
  );
  const refresh = useRefreshContracts();

  /**
   * Runs the call. `placeFieldErrors` puts a 400's errors on the form and answers those it could
   * not place; if any, the first shows as the dialog's error.
   */
  const submit = async (call: () => Promise<unknown>, placeFieldErrors: (errors: Record<string, string[]>) => string[]) => {
    dispatch({ type: 'submit' });
    try {
      const waiting = waitingIn(await call());
      dispatch({ type: 'succeeded', waitingForSignature: waiting });
      onSucceeded?.(waiting);
      void refresh();
      return true;
    } catch (error) {
      const failure = classifySubmitFailure(error, { refusedKey });
      if (failure.kind === 'fields') {
        const [unplaced] = placeFieldErrors(failure.errors);
        dispatch(unplaced ? { type: 'failed', errorKey: unplaced } : { type: 'rejected' });
      } else {
        dispatch({ type: 'failed', errorKey: failure.errorKey });
      }
      return false;
    }
  };

  return { state, dispatch, submit };
}
