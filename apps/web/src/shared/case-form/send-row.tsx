import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface SendRowProps {
  sending: boolean;
  sendLabel: string;
  sendingLabel: string;
  /** `<testId>-submit` on the button, `<testId>-sending` on the status line. */
  testId: string;
  /** Space above the row: 3 under a full form, 2 under a short one (a reply). */
  spacing?: 2 | 3;
  /** The id of the words saying why the form cannot be sent (a read-only session): the button is disabled and described by them. */
  disabledBy?: string;
}

/**
 * A form's send button (customer-area §4, FORM → SENDING): disabled and relabelled while the
 * form sends, with a status line beside it that screen readers announce.
 */
export function SendRow({ sending, sendLabel, sendingLabel, testId, spacing = 3, disabledBy }: SendRowProps) {
  return (
    <Box sx={{ mt: spacing, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Button
        type="submit"
        variant="contained"
        disabled={sending || disabledBy !== undefined}
        aria-describedby={disabledBy}
        data-testid={`${testId}-submit`}
      >
        {sending ? sendingLabel : sendLabel}
      </Button>
      {sending ? (
        <Typography variant="body2" role="status" data-testid={`${testId}-sending`}>
          {sendingLabel}
        </Typography>
      ) : null}
    </Box>
  );
}
