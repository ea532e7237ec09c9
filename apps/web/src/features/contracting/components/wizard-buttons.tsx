import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { STEP_FORM_ID } from './step-form.tsx';

export interface TWizardButtonsProps {
  previous: boolean;
  next: boolean;
  goHome: boolean;
  /** The confirmation's next confirms (§2.3 'confirm button'). */
  confirming: boolean;
  nextDisabled: boolean;
  submitting: boolean;
  onPrevious: () => void;
  onGoHome: () => void;
  /** On a phone the buttons are a bar fixed at the bottom of the screen (§2.3). */
  fixed: boolean;
}

/**
 * The wizard's buttons (§2.3, wizardButtons): previous between the first and the last step,
 * next (confirm on the confirmation step) submitting the step's form, and 'go home' on the
 * finish step. Next is tied to the step's form by its id, so Enter in a field submits it too.
 */
export function WizardButtons({
  previous,
  next,
  goHome,
  confirming,
  nextDisabled,
  submitting,
  onPrevious,
  onGoHome,
  fixed,
}: TWizardButtonsProps) {
  const { t } = useTranslation();
  const buttons = (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
      {previous ? (
        <Button variant="outlined" onClick={onPrevious} disabled={submitting} data-testid="wizard-previous">
          {t('contracting_previous')}
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button variant="contained" type="submit" form={STEP_FORM_ID} disabled={nextDisabled || submitting} data-testid="wizard-next">
          {submitting ? t('contracting_sending') : t(confirming ? 'contracting_confirm' : 'contracting_next')}
        </Button>
      ) : null}
      {goHome ? (
        <Button variant="contained" onClick={onGoHome} data-testid="wizard-go-home">
          {t('contracting_go_home')}
        </Button>
      ) : null}
    </Box>
  );
  if (!fixed) return <Box sx={{ mt: 3 }}>{buttons}</Box>;
  return (
    <>
      {/* Room under the last field, so the bar never covers it. */}
      <Box sx={{ height: 72 }} aria-hidden="true" />
      <Box
        component="nav"
        aria-label={t('contracting_step_navigation')}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          py: 1.5,
          pl: 2,
          // The help button floats in the bottom-right corner: the buttons stay clear of it.
          pr: 11,
        }}
        data-testid="wizard-bottom-bar"
      >
        {buttons}
      </Box>
    </>
  );
}
