import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../forms/form-error.tsx';
import { useAuth } from '../session/auth-store.ts';
import { SendRow } from './send-row.tsx';

/**
 * Whether a case form's fields are locked: while it sends, and for a read-only (impersonation)
 * session, which may read cases but not file or answer one (the server answers 403).
 */
export function useCaseFormLocked(sending: boolean): boolean {
  const readonly = useAuth((state) => state.readonly);
  return sending || readonly;
}

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
 * A read-only session sees the form disabled (its fields by useCaseFormLocked) with the reason
 * said above it, in words a touch screen shows too, and the send button described by it: as the
 * contract's change buttons, instead of a 403 after the customer has typed everything.
 */
export function CaseForm({ label, onSubmit, submit, sendLabel, sendingLabel, testId, spacing, notice, children }: TCaseFormProps) {
  const { t } = useTranslation();
  const readonly = useAuth((state) => state.readonly);
  const reasonId = useId();
  const { sending, errorKey } = submit;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        if (!readonly) return onSubmit(event);
        event.preventDefault();
      }}
      aria-label={label}
      aria-busy={sending}
      sx={{ position: 'relative' }}
    >
      {readonly ? (
        <Alert severity="info" id={reasonId} sx={{ mb: 2 }} data-testid={`${testId}-read-only`}>
          {t('read_only_token')}
        </Alert>
      ) : null}
      {notice}
      <FormError errorKey={sending ? undefined : errorKey} testId={`${testId}-error`} />
      {children}
      <SendRow
        sending={sending}
        sendLabel={sendLabel}
        sendingLabel={sendingLabel}
        testId={testId}
        {...(spacing ? { spacing } : {})}
        {...(readonly ? { disabledBy: reasonId } : {})}
      />
    </Box>
  );
}
