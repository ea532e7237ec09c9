import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The form's submit and, while the comparison runs, the loading state said aloud (visitor-and-shell §4.4: form, loading, result). */
export function CompareSubmit({ sending }: { sending: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" disabled={sending} data-testid="compare-submit">
        {t('comparator_submit')}
      </Button>
      <Typography variant="body2" role="status" data-testid={sending ? 'compare-sending' : undefined}>
        {sending ? t('comparator_sending') : ''}
      </Typography>
    </Box>
  );
}
