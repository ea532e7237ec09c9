import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface TListStatusAction {
  label: string;
  onClick: () => void;
  testId: string;
}

export interface TListStatusProps {
  /** warning for a failed load, info for a list that is empty for a reason. */
  severity: Extract<AlertColor, 'info' | 'warning'>;
  testId: string;
  /** Why it is empty, when the tests or styles need to tell the cases apart. */
  reason?: string;
  /** The one thing to do about it (try again, clear the search…); none when nothing helps. */
  action?: TListStatusAction;
  children: ReactNode;
}

/**
 * What a list without rows says, or a page whose data did not load: what
 * happened, and the one thing to do about it as a button beside the words. Every list of the
 * portal uses it, so an empty, filtered-out or failed list reads and behaves the same on every
 * page.
 */
export function ListStatus({ severity, testId, reason, action, children }: TListStatusProps) {
  return (
    <Alert
      severity={severity}
      data-testid={testId}
      data-reason={reason}
      action={
        action ? (
          <Button color="inherit" size="small" onClick={action.onClick} data-testid={action.testId} sx={{ whiteSpace: 'nowrap' }}>
            {action.label}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
