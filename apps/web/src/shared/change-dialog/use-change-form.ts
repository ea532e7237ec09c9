import { useReducer } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useRefreshContracts } from '../contract/refresh-contracts.ts';
import { sortServerErrors, type TServerErrorPlan } from '../forms/server-errors.ts';
import { changeFormReducer, INITIAL_CHANGE_FORM_STATE } from './change-form-state.ts';
import { changeErrorPlan } from './submit-failure.ts';

export interface TUseChangeFormOptions {
  /** The dialog fetches something before the form can show (accounts, addresses). */
  needsData: boolean;
  /** Message of a 406 (power: power_same_error_modification_close). */
  refusedKey?: string;
  /** After a success: the page starts the signature notice when the answer asks for one. */
  onSucceeded?: (waitingForSignature: boolean) => void;
}

/** Where a refusal's field errors go: the dialog's form, by the API's names, and its files. */
export interface TChangeFailureTarget<T extends FieldValues> {
  setError?: UseFormSetError<T>;
  fields?: TServerErrorPlan['fields'];
  files?: readonly string[];
  onFilesError?: (key: string) => void;
  /** A field error the form does not show reads as this (§8: the generic failure); by default its own key. */
  unplaced?: string;
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
   * Runs the call. A refusal is read by the shared sorter: field errors go on the target's form
   * (back to selecting), the files' to its picker; any other message is the dialog's error.
   */
  const submit = async <T extends FieldValues>(call: () => Promise<unknown>, target: TChangeFailureTarget<T> = {}) => {
    dispatch({ type: 'submit' });
    try {
      const waiting = waitingIn(await call());
      dispatch({ type: 'succeeded', waitingForSignature: waiting });
      onSucceeded?.(waiting);
      void refresh();
      return true;
    } catch (error) {
      const { setError, fields = [], files, onFilesError, unplaced } = target;
      const sorted = sortServerErrors(error, {
        ...changeErrorPlan(refusedKey),
        fields: setError ? fields : [],
        ...(files ? { files } : {}),
        ...(unplaced ? { unplaced } : {}),
      });
      for (const [field, key] of Object.entries(sorted.fields)) setError?.(field as Path<T>, { type: 'server', message: key });
      if (sorted.files) onFilesError?.(sorted.files);
      dispatch(sorted.general ? { type: 'failed', errorKey: sorted.general } : { type: 'rejected' });
      return false;
    }
  };

  return { state, dispatch, submit };
}
