import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { TStepName } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { STEP_TITLE_KEYS } from '../model/step-titles.ts';

export interface TWizardStepperProps {
  steps: readonly TStepName[];
  index: number;
  completedSteps: number;
  /** Whether a step may be clicked now (canClickStep). */
  canClick: (target: number) => boolean;
  onClick: (target: number) => void;
}

/**
 * The wide screens' stepper (§2.3): every step named, the done ones marked; a step is a button
 * only when canClickStep allows it (up to the completed steps, not after the last, not while
 * submitting), otherwise plain text.
 */
export function WizardStepper({ steps, index, completedSteps, canClick, onClick }: TWizardStepperProps) {
  const { t } = useTranslation();
  return (
    <Stepper
      nonLinear
      activeStep={index}
      alternativeLabel
      sx={{ mb: 4 }}
      aria-label={t('contracting_steps')}
      component="ol"
      data-testid="wizard-stepper"
    >
      {steps.map((step, target) => (
        <Step key={step} completed={target < completedSteps} component="li" aria-current={target === index ? 'step' : undefined}>
          {canClick(target) ? (
            <StepButton onClick={() => onClick(target)} data-testid={`wizard-step-${step}`}>
              {t(STEP_TITLE_KEYS[step])}
            </StepButton>
          ) : (
            <StepLabel data-testid={`wizard-step-${step}`}>{t(STEP_TITLE_KEYS[step])}</StepLabel>
          )}
        </Step>
      ))}
    </Stepper>
  );
}
