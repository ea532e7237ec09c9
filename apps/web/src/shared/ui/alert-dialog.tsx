import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

export interface TAlertDialogProps {
  /** Prefix of the title's and the detail's ids (`<idPrefix>-title`, `<idPrefix>-detail`), which name and describe the dialog. */
  idPrefix: string;
  title: string;
  detail: string;
  /** What Escape or a click outside means; without it only the buttons close the dialog. */
  onClose?: () => void;
  testId: string;
  /** The buttons, the one that is focused first marked autoFocus. */
  children: ReactNode;
}

/**
 * A dialog that stops the customer with one message and asks what to do (the session ended,
 * another customer's link arrived): a title, a sentence and its buttons, named and described by
 * them for screen readers.
 */
export function AlertDialog({ idPrefix, title, detail, onClose, testId, children }: TAlertDialogProps) {
  return (
    <Dialog
      open
      {...(onClose ? { onClose } : { disableEscapeKeyDown: true })}
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-detail`}
      data-testid={testId}
    >
      <DialogTitle id={`${idPrefix}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${idPrefix}-detail`}>{detail}</DialogContentText>
      </DialogContent>
      <DialogActions>{children}</DialogActions>
    </Dialog>
  );
}
