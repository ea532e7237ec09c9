import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { canClickStep, type TContractingType, wizardButtons } from '@portal/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useFocusOnArrival } from '../../../shared/ui/use-focus-on-arrival.ts';
import { useCnaes } from '../api/list-cnaes.ts';
import { useGasOriginSuppliers } from '../api/list-gas-origin-suppliers.ts';
import { useOriginSuppliers } from '../api/list-origin-suppliers.ts';
import type { TStepContext } from '../model/step-schemas.ts';
import { STEP_TITLE_KEYS } from '../model/step-titles.ts';
import { isUnavailable } from '../model/supply-point-lookup.ts';
import { completedCount, currentIn, stepsOf } from '../model/wizard-navigation.ts';
import { wizardStore } from '../model/wizard-store.ts';
import { ConfirmError } from './confirm-error.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import { ContractStep } from './contract-step.tsx';
import { FinishStep } from './finish-step.tsx';
import { GasContractStep } from './gas-contract-step.tsx';
import { HelpPhone } from './help-phone.tsx';
import { InstallationStep } from './installation-step.tsx';
import { LeadErrorsAlert } from './lead-errors-alert.tsx';
import { PaymentStep } from './payment-step.tsx';
import { PersonStep } from './person-step.tsx';
import { StepForm } from './step-form.tsx';
import { useWizardArrival } from './use-wizard-arrival.ts';
import { useWizardFlow } from './use-wizard-flow.ts';
import { WizardButtons } from './wizard-buttons.tsx';
import { WizardProgress } from './wizard-progress.tsx';
import { WizardStepper } from './wizard-stepper.tsx';

/**
 * A new-contract wizard (visitor-and-shell §2.3, §4.3): the steps of its type, a stepper on wide
 * screens and a progress header with a fixed bottom bar below md (§9), the CRM phone's help, the
 * lead errors, the step on screen with its heading (which takes the focus when the visitor moves)
 * and the buttons. What was typed lives in the session's store (model/wizard-store.ts).
 */
export function ContractingWizard({ type }: { type: TContractingType }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const authenticated = useAuth((state) => state.isAuthenticated);
  const store = wizardStore(type);
  const title = useRef<HTMLHeadingElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(title, false);

  const { config, ready, resumeFailed } = useWizardArrival(type);
  const rules = config.data;
  const storedCurrent = useStore(store, (state) => state.current);
  const done = useStore(store, (state) => state.done);
  const submitting = useStore(store, (state) => state.submitting);
  const leadErrors = useStore(store, (state) => state.leadErrors);
  const confirm = useStore(store, (state) => state.confirm);
  const formVersion = useStore(store, (state) => state.formVersion);
  const company = useStore(store, (state) => state.values.person.company);
  const residence = useStore(store, (state) => state.values.installation.residenceType);
  const installationCups = useStore(store, (state) => state.values.installation.cups);
  const activeContract = useStore(store, (state) => state.values.installation.activeContract);
  const gasCups = useStore(store, (state) => state.values.gasContract.cups);
  const includeGas = useStore(store, (state) => type === 'gas' || state.values.gasContract.includeGas);
  const dualCode = useStore(store, (state) => state.values.contract.appliedCode);
  const supplyPoint = useStore(store, (state) => state.supplyPoint);
  const gasSupplyPoint = useStore(store, (state) => state.gasSupplyPoint);

  const originSelection = rules?.originSelection ?? false;
  const origins = useOriginSuppliers(originSelection && type !== 'gas');
  const gasOrigins = useGasOriginSuppliers(originSelection && type !== 'electricity');
  const cnaes = useCnaes(residence === 'business');
  const installationOrigins = type === 'gas' ? gasOrigins : origins;
  const offered = (list: { data?: unknown[] }) => Boolean(list.data && list.data.length > 0);

  const context = useMemo<TStepContext | undefined>(
    () =>
      rules && {
        type,
        config: rules,
        authenticated,
        originOffered: offered(installationOrigins),
        gasOriginOffered: offered(gasOrigins),
        cnaes: cnaes.data,
        detectedSelfconsCode: supplyPoint?.selfconsCode,
        fileLimitBytes: settings.fileUploadSizeLimit,
      },
    [rules, type, authenticated, installationOrigins.data, gasOrigins.data, cnaes.data, supplyPoint, settings.fileUploadSizeLimit],
  );

  const [moves, setMoves] = useState(0);
  const [invalid, setInvalid] = useState(0);
  const flow = useWizardFlow(type, context, () => {
    setInvalid(0);
    setMoves((count) => count + 1);
  });
  useEffect(() => {
    if (moves > 0) heading.current?.focus();
  }, [moves]);

  const pageTitle = t(`contracting_title_${type}`);
  if (!ready || !rules || !context) {
    return (
      <Page title={pageTitle} siteName={settings.organization.name} headingRef={title} testId="contracting-page">
        {config.isError ? (
          <Alert
            severity="error"
            data-testid="contracting-config-failed"
            action={
              <Button color="inherit" size="small" onClick={() => void config.refetch()}>
                {t('try_again')}
              </Button>
            }
          >
            {t('contracting_config_failed')}
          </Alert>
        ) : (
          <Spinner label={t('app_loading')} testId="contracting-loading" />
        )}
      </Page>
    );
  }

  const values = store.getState().values;
  const steps = stepsOf(type, rules, { ...values, person: { ...values.person, company } });
  const current = currentIn(steps, storedCurrent, done);
  const index = steps.indexOf(current);
  const completedSteps = completedCount(steps, done);
  const confirmFailed = current === 'confirmation' && confirm.status === 'error';
  const buttons = wizardButtons(index, steps.length);
  const stopped =
    (current === 'installation' && isUnavailable(supplyPoint, installationCups)) ||
    (current === 'gasContract' && includeGas && isUnavailable(gasSupplyPoint, gasCups)) ||
    (current === 'person' && (leadErrors.badScore || leadErrors.dniInvalid));
  const disabled = submitting;
  const common = { type, context, onValid: flow.next, onInvalid: () => setInvalid((count) => count + 1) };

  const body = () => {
    switch (current) {
      case 'installation':
        return (
          <StepForm key={`installation-${formVersion}`} section="installation" {...common}>
            {(form) => (
              <InstallationStep
                type={type}
                form={form}
                config={rules}
                authenticated={authenticated}
                origins={installationOrigins}
                cnaes={cnaes}
                disabled={disabled}
              />
            )}
          </StepForm>
        );
      case 'person':
        return (
          <StepForm key={`person-${formVersion}`} section="person" {...common}>
            {(form) => <PersonStep form={form} config={rules} activeContract={activeContract} disabled={disabled} />}
          </StepForm>
        );
      case 'contract':
        return (
          <StepForm key={`contract-${formVersion}`} section="contract" {...common}>
            {(form) => (
              <ContractStep
                form={form}
                config={rules}
                cups={installationCups}
                detectedSelfconsCode={supplyPoint?.selfconsCode}
                disabled={disabled}
              />
            )}
          </StepForm>
        );
      case 'gasContract':
        return (
          <StepForm key={`gasContract-${formVersion}`} section="gasContract" {...common}>
            {(form) => (
              <GasContractStep
                type={type}
                form={form}
                config={rules}
                origins={gasOrigins}
                dualPromotionalCode={dualCode}
                disabled={disabled}
              />
            )}
          </StepForm>
        );
      case 'payment':
        return (
          <StepForm key={`payment-${formVersion}`} section="payment" {...common}>
            {(form) => <PaymentStep form={form} disabled={disabled} />}
          </StepForm>
        );
      case 'confirmation':
        return confirmFailed ? (
          <ConfirmError code={confirm.status === 'error' ? confirm.code : undefined} />
        ) : (
          <StepForm key={`confirmation-${formVersion}`} section="confirmation" {...common}>
            {(form) => (
              <ConfirmationStep
                type={type}
                form={form}
                steps={steps}
                values={store.getState().values}
                authenticated={authenticated}
                disabled={disabled}
              />
            )}
          </StepForm>
        );
      case 'finish':
        return confirm.status === 'ok' ? <FinishStep result={confirm.result.result} authenticated={authenticated} /> : null;
    }
  };

  return (
    <Page title={pageTitle} siteName={settings.organization.name} headingRef={title} testId="contracting-page">
      {resumeFailed ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="contracting-resume-failed">
          {t('contracting_resume_link_invalid')}
        </Alert>
      ) : null}
      <HelpPhone phone={rules.phoneCrm} />
      {small ? (
        <WizardProgress index={index} total={steps.length} />
      ) : (
        <WizardStepper
          steps={steps}
          index={index}
          completedSteps={completedSteps}
          canClick={(target) => canClickStep({ target, completedSteps, current: index, total: steps.length, submitting })}
          onClick={flow.clickStep}
        />
      )}
      <Box component="section" aria-labelledby="contracting-step-heading" data-testid={`wizard-step-body-${current}`}>
        <Typography
          variant="h5"
          component="h2"
          id="contracting-step-heading"
          ref={heading}
          tabIndex={-1}
          sx={{ mb: 2, outline: 'none' }}
          data-testid="wizard-step-heading"
        >
          {t(STEP_TITLE_KEYS[current])}
        </Typography>
        <LeadErrorsAlert errors={leadErrors} />
        <Typography role="alert" variant="body2" color="error" sx={{ mb: invalid > 0 ? 2 : 0 }} data-testid="wizard-invalid">
          {invalid > 0 ? t('contracting_fix_fields') : ''}
        </Typography>
        {body()}
      </Box>
      <WizardButtons
        previous={buttons.previous || confirmFailed}
        next={buttons.next && !confirmFailed}
        goHome={buttons.goHome}
        confirming={current === 'confirmation'}
        nextDisabled={stopped}
        submitting={submitting}
        onPrevious={flow.previous}
        onGoHome={flow.goHome}
        fixed={small}
      />
    </Page>
  );
}
