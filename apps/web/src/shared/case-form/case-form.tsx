import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '../forms/form-error.tsx';
import { SendRow } from './send-row.tsx';

export interface TCaseFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's useFormSubmit: whether it sends, the general message of the last failure. */
  submit: { sending: boolean; errorKey: string | undefined };
  sendLabel: string;
  sendingLabel: string;
  /** `<testId>-error` on the message, `<testId>-submit`/`-sending` on the send row. */
  testId: string;
  /** Space above the send row: 3 under a full form, 2 under a short one (a reply). */
  spacing?: 2 | 3;
  /** Above the fields (a reply's sent notice). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a case form (ATC claim, contact, unsigned contact, request, reply): the form
 * element, busy while it sends, the failure's message above the fields, the send row below.
 */
export function CaseForm({ label, onSubmit, submit, sendLabel, sendingLabel, testId, spacing, notice, children }: TCaseFormProps) {
  const { sending, errorKey } = submit;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label} aria-busy={sending} sx={{ position: 'relative' }}>
      {notice}
      <FormError errorKey={sending ? undefined : errorKey} testId={`${testId}-error`} />
      {children}
      <SendRow sending={sending} sendLabel={sendLabel} sendingLabel={sendingLabel} testId={testId} {...(spacing ? { spacing } : {})} />
    </Box>
  );
}
