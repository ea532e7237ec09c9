import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

export interface TDisabledReasonProps {
  /** Why the button is disabled, already translated; no reason, no tooltip. */
  reason?: string;
  /** The wrapper's test id (`<button's test id>-tooltip`). */
  testId?: string;
  children: ReactElement;
}

/**
 * A disabled button that says why. A disabled
 * button gets no pointer or focus events, so MUI's Tooltip sits on a focusable wrapper span,
 * which describes the button to assistive technology too.
 */
export function DisabledReason({ reason, testId, children }: TDisabledReasonProps) {
  if (!reason) return children;
  return (
    <Tooltip title={reason} describeChild>
      <Box component="span" tabIndex={0} data-testid={testId} sx={{ display: 'inline-flex', borderRadius: 1 }}>
        {children}
      </Box>
    </Tooltip>
  );
}
