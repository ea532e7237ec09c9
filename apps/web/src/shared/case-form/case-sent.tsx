import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface CaseSentProps {
  /** What was received, with the case's number (customer-area §2: success shows it). */
  message: string;
  againLabel: string;
  /** Empties the form for another case. */
  onAgain: () => void;
  /** `<testId>-sent` on the notice, `<testId>-again` on the button. */
  testId: string;
}

/** The SENT state of a case form (§4): the number, and a way to file another. */
export function CaseSent({ message, againLabel, onAgain, testId }: CaseSentProps) {
  return (
    <Box>
      <Alert severity="success" data-testid={`${testId}-sent`}>
        {message}
      </Alert>
      <Button sx={{ mt: 2 }} variant="outlined" onClick={onAgain} data-testid={`${testId}-again`}>
        {againLabel}
      </Button>
    </Box>
  );
}
