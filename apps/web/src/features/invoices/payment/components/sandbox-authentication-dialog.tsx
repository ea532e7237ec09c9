import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSandboxAuthenticationOutcome } from '../api/authenticate-sandbox-intent.ts';

export interface TSandboxAuthenticationDialogProps {
  /** The amount, formatted, that the "bank" asks to confirm. */
  amount: string;
  onAnswer: (outcome: TSandboxAuthenticationOutcome) => void;
}

/**
 * The sandbox provider's stand-in for the bank's 3-D Secure page (customer-area §4: extra card
 * authentication is the provider's). Escape counts as failing it, as closing a bank's window
 * would; a click outside does nothing, so a stray click cannot abandon the payment.
 */
export function SandboxAuthenticationDialog({ amount, onAnswer }: TSandboxAuthenticationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onAnswer('cancel');
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      data-testid="payment-3ds-dialog"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 3,
          py: 1.5,
          bgcolor: '#1a237e',
          color: '#fff',
          typography: 'subtitle2',
        }}
      >
        <LockIcon fontSize="small" aria-hidden="true" />
        {t('payment_3ds_bank')}
      </Box>
      <DialogTitle id={titleId}>{t('payment_3ds_title')}</DialogTitle>
      <DialogContent>
        <Box id={textId}>
          <Box component="p" sx={{ mt: 0 }}>
            {t('payment_3ds_text', { amount })}
          </Box>
          <Box component="p" sx={{ mb: 0, color: 'text.secondary', typography: 'body2' }}>
            {t('payment_3ds_help')}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button variant="outlined" color="error" onClick={() => onAnswer('cancel')} data-testid="payment-3ds-fail">
          {t('payment_3ds_fail')}
        </Button>
        {/* The bank's page takes the focus, as a page of its own would. */}
        <Button variant="contained" onClick={() => onAnswer('complete')} autoFocus data-testid="payment-3ds-complete">
          {t('payment_3ds_complete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
