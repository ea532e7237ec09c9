import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { cloneElement, type ReactElement, useId } from 'react';

export interface TDisabledReasonProps {
  /** Why the button is disabled, already translated; no reason, nothing added. */
  reason?: string | undefined;
  /**
   * Show the reason as a line of text under the button instead of a tooltip: a tooltip opens on
   * hover or focus, which a touch screen never gives a disabled button, so an action a customer
   * came for says why it is off where they can read it.
   */
  shown?: boolean;
  /** With `shown`: the button and its line take the whole width (a tile in a column), rather than their own. */
  block?: boolean;
  /** The wrapper's test id (`<button's test id>-tooltip`, or `-reason` for the shown line). */
  testId?: string | undefined;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A disabled button that says why. As a tooltip: a disabled button gets no pointer or focus
 * events, so MUI's Tooltip sits on a focusable wrapper span, which describes the button to
 * assistive technology too. Shown: the reason is a line under the button, and describes it
 * (aria-describedby).
 */
export function DisabledReason({ reason, shown = false, block = false, testId, children }: TDisabledReasonProps) {
  const reasonId = useId();
  if (!reason) return children;
  if (shown) {
    return (
      <Box
        component="span"
        sx={{
          display: block ? 'flex' : 'inline-flex',
          flexDirection: 'column',
          alignItems: block ? 'stretch' : 'flex-start',
          gap: 0.5,
          maxWidth: '100%',
        }}
      >
        {cloneElement(children, { 'aria-describedby': reasonId })}
        <Typography component="span" variant="caption" color="text.secondary" id={reasonId} data-testid={testId}>
          {reason}
        </Typography>
      </Box>
    );
  }
  return (
    <Tooltip title={reason} describeChild>
      <Box component="span" tabIndex={0} data-testid={testId} sx={{ display: 'inline-flex', borderRadius: 1 }}>
        {children}
      </Box>
    </Tooltip>
  );
}
