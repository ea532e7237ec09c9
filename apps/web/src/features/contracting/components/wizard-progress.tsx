import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { wizardProgress } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The small screens' header (§2.3): a progress bar at (step + 1) / total and 'n / total'. */
export function WizardProgress({ index, total }: { index: number; total: number }) {
  const { t } = useTranslation();
  const value = Math.round(wizardProgress(index, total) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }} data-testid="wizard-progress">
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={t('contracting_progress')}
        aria-valuetext={t('contracting_step_of', { n: index + 1, total })}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="wizard-progress-count">
        {`${index + 1} / ${total}`}
      </Typography>
    </Box>
  );
}
