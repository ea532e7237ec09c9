import Box from '@mui/material/Box';
import type { TContractingType, TStepName } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/settings/index.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import type { TWizardValues } from '../model/wizard-values.ts';
import type { TStepForm } from './step-form.tsx';
import { WizardCheckbox } from './wizard-checkbox.tsx';
import { WizardSummary } from './wizard-summary.tsx';

/** A box's words with the document they accept, opened in a new tab, when the retailer gives its address. */
function Accepting({ text, link, linkText }: { text: string; link: string; linkText: string }) {
  const { t } = useTranslation();
  return (
    <>
      {text}{' '}
      {link ? (
        <a href={link} target="_blank" rel="noreferrer">
          {linkText}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('contracting_new_window')}`}
          </Box>
        </a>
      ) : null}
    </>
  );
}

export interface TConfirmationStepProps {
  type: TContractingType;
  form: TStepForm<'confirmation'>;
  steps: readonly TStepName[];
  values: TWizardValues;
  authenticated: boolean;
  disabled: boolean;
}

/**
 * The confirmation step (§2.3, §5.9, §6): what was entered, then the conditions and GDPR boxes
 * (links from settings.links), which a signed-in customer does not see (treated as accepted),
 * and the optional publicity consent. Its next is the confirm button (POST step 5).
 */
export function ConfirmationStep({ type, form, steps, values, authenticated, disabled }: TConfirmationStepProps) {
  const { t } = useTranslation();
  const { links } = useSettings();
  return (
    <>
      <WizardSummary type={type} steps={steps} values={values} />
      {authenticated ? null : (
        <>
          <WizardCheckbox
            form={form}
            name="acceptOVConditions"
            id="confirmation-conditions"
            label={
              <Accepting text={t('contracting_accept_conditions')} link={links.conditions} linkText={t('contracting_conditions_link')} />
            }
            required
            disabled={disabled}
          />
          <WizardCheckbox
            form={form}
            name="acceptGdpr"
            id="confirmation-gdpr"
            label={<Accepting text={t('contracting_accept_gdpr')} link={links.gdpr} linkText={t('contracting_gdpr_link')} />}
            required
            disabled={disabled}
          />
        </>
      )}
      <WizardCheckbox
        form={form}
        name="acceptPublicity"
        id="confirmation-publicity"
        label={t('contracting_accept_publicity')}
        disabled={disabled}
      />
    </>
  );
}
