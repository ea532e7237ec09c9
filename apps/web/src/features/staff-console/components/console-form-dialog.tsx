import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';

/**
 * A console action asked and confirmed in a dialog (an account's change, a token's revocation):
 * its form, the refusal above the fields, cancel and the action's own button. The caller's form
 * hook holds the sending and the refusal; the dialog only lays them out.
 */
export function ConsoleFormDialog({
  open,
  onClose,
  title,
  testId,
  errorKey,
  onSubmit,
  submitLabel,
  sending,
  danger = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  errorKey: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  sending: boolean;
  danger?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${testId}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit} data-testid={testId}>
        <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
        <DialogContent>
          <FormError errorKey={errorKey} testId={`${testId}-error`} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('staff_cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            disabled={sending}
            data-testid={`${testId}-confirm`}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
