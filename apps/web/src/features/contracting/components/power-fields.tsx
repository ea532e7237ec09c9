import { asksSixPowerPeriods } from '@portal/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { limitPowerInput } from '../model/power-input.ts';
import { powerOf } from '../model/step-input.ts';
import type { TStepForm } from './step-form.tsx';
import { WizardFieldRow } from './wizard-section.tsx';

const PERIODS = ['power', 'power2', 'power3', 'power4', 'power5', 'power6'] as const;

/**
 * The contracted powers (§5.8): P1 and P2 in kW as the visitor writes them (a comma, three
 * decimals, no negatives: the field drops anything else); above 15 kW in P1 or P2, P3 to P6
 * appear (§4.3, asksSixPowerPeriods); below, they are set to 0 (sent as 0, shown empty).
 */
export function PowerFields({ form, disabled }: { form: TStepForm<'contract'>; disabled: boolean }) {
  const { t } = useTranslation();
  const six = asksSixPowerPeriods(powerOf(form.watch('power')), powerOf(form.watch('power2')));
  const { setValue, getValues } = form;
  useEffect(() => {
    if (six) return;
    for (const field of PERIODS.slice(2)) if (getValues(field) !== '') setValue(field, '', { shouldDirty: true });
  }, [six, getValues, setValue]);
  return (
    <WizardFieldRow>
      {PERIODS.slice(0, six ? 6 : 2).map((field, index) => (
        <FormField
          key={field}
          form={form}
          name={field}
          id={`contract-${field}`}
          label={t('contracting_power_period', { period: `P${index + 1}` })}
          helperText={t('contracting_power_hint')}
          inputMode="decimal"
          maxLength={10}
          required
          disabled={disabled}
          onChange={(event) => {
            const limited = limitPowerInput(event.target.value);
            if (limited !== event.target.value) event.target.value = limited;
          }}
        />
      ))}
    </WizardFieldRow>
  );
}
