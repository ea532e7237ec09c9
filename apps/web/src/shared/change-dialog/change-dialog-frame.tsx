import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

export interface TChangeDialogFrameProps {
  title: string;
  /** The title's id, which names the dialog (and may name its form). */
  titleId: string;
  testId: string;
  /** Closes it on Escape or a click outside; undefined while sending, when only waiting is possible. */
  onClose: (() => void) | undefined;
  /** Its content and actions. */
  children: ReactNode;
}

/**
 * The dialog a contract change opens in: named by its title, as wide as a small screen, the
 * whole screen on a phone (a centred box on 390 px leaves the form no room).
 */
export function ChangeDialogFrame({ title, titleId, testId, onClose, children }: TChangeDialogFrameProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone} data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
