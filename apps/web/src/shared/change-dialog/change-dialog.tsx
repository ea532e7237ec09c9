import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../i18n/message-text.ts';
import { DisabledReason } from '../ui/disabled-reason.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ChangeDialogFrame } from './change-dialog-frame.tsx';
import { showsChangeForm, type TChangeFormState } from './change-form-state.ts';

export interface TChangeDialogProps {
  title: string;
  testId: string;
  state: TChangeFormState;
  /** The form's id: the submit button sits in the dialog's actions, outside the form. */
  formId: string;
  /** Shown on success when no signature is needed. */
  successKey: string;
  /** The success message already written (e.g. with the date a change applies from), instead of successKey's. */
  successMessage?: string;
  submitDisabled?: boolean;
  /** Why the submit is disabled, translated: its tooltip (every disabled button says why). */
  submitDisabledReason?: string;
  onClose: () => void;
  /** The form's submit: the dialog draws the form (id formId, named by the title) around its children. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The frame every change dialog shares: title, a spinner while its data loads, the error of a
 * failed submit above the form (which keeps what was typed), the success message (or the
 * signature notice), cancel and submit.
 */
export function ChangeDialog({
  title,
  testId,
  state,
  formId,
  successKey,
  successMessage,
  submitDisabled,
  submitDisabledReason,
  onClose,
  onSubmit,
  children,
}: TChangeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { status } = state;
  const sending = status === 'submitting';
  return (
    <ChangeDialogFrame title={title} titleId={titleId} testId={testId} onClose={sending ? undefined : onClose}>
      <DialogContent>
        {status === 'fetching' ? <Spinner label={t('app_loading')} /> : null}
        {status === 'error' && state.errorKey ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="dialog-error">
            {messageText(t, state.errorKey)}
          </Alert>
        ) : null}
        {status === 'success' ? (
          <Alert severity="success" data-testid="dialog-success">
            {state.waitingForSignature ? t('contract_change_waiting_signature') : (successMessage ?? t(successKey))}
          </Alert>
        ) : null}
        {!showsChangeForm(status) ? null : onSubmit ? (
          <Box component="form" id={formId} noValidate onSubmit={onSubmit} aria-label={title}>
            {children}
          </Box>
        ) : (
          children
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending} data-testid="dialog-cancel">
          {status === 'success' ? t('close') : t('cancel')}
        </Button>
        {showsChangeForm(status) ? (
          <DisabledReason reason={!sending && submitDisabled ? submitDisabledReason : undefined} testId="dialog-submit-tooltip">
            <Button type="submit" form={formId} variant="contained" disabled={sending || submitDisabled} data-testid="dialog-submit">
              {sending ? t('sending') : status === 'error' ? t('try_again') : t('send')}
            </Button>
          </DisabledReason>
        ) : null}
      </DialogActions>
    </ChangeDialogFrame>
  );
}
