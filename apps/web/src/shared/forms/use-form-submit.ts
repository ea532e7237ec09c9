import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { sortServerErrors, type TServerErrorPlan, type TServerErrors } from './server-errors.ts';

export interface TFormSubmitOptions<TValues extends FieldValues, TData, TVariables> {
  /** The call's mutation (the feature's `use…` hook): its pending, success and error are the form's state. */
  mutation: UseMutationResult<TData, unknown, TVariables>;
  /** The form's setError: the server's field errors go under their fields. */
  setError: UseFormSetError<TValues>;
  /** The API fields the form shows, its file fields and the refusals with words of their own. */
  plan: TServerErrorPlan;
  /** After an accepted call, with its answer (a new token, a case number). */
  onSuccess?: (answer: TData) => void;
  /** After the errors are placed, for what a form does beyond showing them (a dead link, a signed-out user). */
  onFailure?: (sorted: TServerErrors, error: unknown) => void;
}

/**
 * A form's submit (customer-area §4: FORM → SENDING → SENT, a failure back to FORM with
 * everything typed kept and the reason said). The mutation holds the state: sending is its
 * pending, sent its success (with its answer), the general message comes from its error. The
 * files' message is kept here because the picker clears it and the form's own check sets it.
 */
export function useFormSubmit<TValues extends FieldValues, TData, TVariables>({
  mutation,
  setError,
  plan,
  onSuccess,
  onFailure,
}: TFormSubmitOptions<TValues, TData, TVariables>) {
  const [files, setFiles] = useState<{ key?: string; quotaBytes?: number }>({});

  /** Sends; answers the accepted call's answer, or undefined after a failure, which is shown, never thrown. */
  const submit = async (variables: TVariables): Promise<{ answer: TData } | undefined> => {
    setFiles({});
    try {
      const answer = await mutation.mutateAsync(variables);
      onSuccess?.(answer);
      return { answer };
    } catch (error) {
      const sorted = sortServerErrors(error, plan);
      for (const [field, key] of Object.entries(sorted.fields)) setError(field as Path<TValues>, { type: 'server', message: key });
      setFiles({ ...(sorted.files ? { key: sorted.files } : {}), ...(sorted.quotaBytes ? { quotaBytes: sorted.quotaBytes } : {}) });
      onFailure?.(sorted, error);
      return undefined;
    }
  };

  return {
    submit,
    sending: mutation.isPending,
    sent: mutation.isSuccess,
    /** The accepted call's answer (a case number). */
    answer: mutation.data,
    /** The message above the form after a failure. */
    errorKey: mutation.isError ? sortServerErrors(mutation.error, plan).general : undefined,
    filesError: files.key,
    /** The form's own check of the files, or the picker clearing the message. */
    setFilesError: (key: string | undefined) => setFiles((current) => (key ? { ...current, key } : { quotaBytes: current.quotaBytes })),
    quotaBytes: files.quotaBytes,
    /** Back to an empty form after SENT (the form resets its own values). */
    again: mutation.reset,
  };
}

export type TFormSubmit = ReturnType<typeof useFormSubmit>;
