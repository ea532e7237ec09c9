import Box from '@mui/material/Box';
import { consumptionPeriodsOf, isConsumptionPeriodOpen, powerKw, type TCupsConfig, type TElectricityCompare } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import type { TFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useCupsLookup } from '../../../shared/supply-point/use-cups-lookup.ts';
import { useComers } from '../api/get-comers.ts';
import { useCupsConfigLookup } from '../api/get-cups-config.ts';
import { useAccessTariffs } from '../api/get-tariffs.ts';
import { PERIODS, type TElectricityFormValues } from '../model/compare-values.ts';
import { electricityPowersOf } from '../model/registry-powers.ts';
import { mustClearTariff, tariffIdFromRegistry, tariffNameOf } from '../model/tariff-choice.ts';
import { useSettledValue } from '../model/use-settled-value.ts';
import { ComerSelect } from './comer-select.tsx';
import { CompareError } from './compare-error.tsx';
import { CupsField } from './cups-field.tsx';
import { FieldRow, FormSection } from './form-section.tsx';
import { PeriodDates } from './period-dates.tsx';
import { CompareSubmit } from './sending-status.tsx';

type TForm = UseFormReturn<TElectricityFormValues, unknown, TElectricityCompare>;

const POWER = powerKw();
/** The power typed, when it is one (kW > 0, 3 decimals): the tariff list is asked for it. */
const powerOf = (typed: unknown) => {
  const parsed = POWER.safeParse(typed);
  return parsed.success ? parsed.data : undefined;
};
// Long enough for a power typed digit by digit to settle, short enough to feel immediate.
const POWER_SETTLE_MS = 400;

/**
 * The electricity comparator's auto form (visitor-and-shell §2.6, rules §4.4 and §5.3): CUPS
 * (its lookup fills the powers and the tariff), powers, current supplier, access tariff (the
 * list of the power typed; a tariff no longer offered is cleared), consumption per period (open
 * by the tariff's name), invoicing period and amount.
 */
export function ElectricityCompareForm({
  form,
  submit,
  onSubmit,
}: {
  form: TForm;
  submit: Pick<TFormSubmit, 'sending' | 'errorKey'>;
  onSubmit: (values: TElectricityCompare) => void;
}) {
  const { t } = useTranslation();
  const { sending } = submit;
  const { setValue, watch } = form;
  const power = powerOf(watch('power'));
  const settledPower = useSettledValue(power, POWER_SETTLE_MS);
  const tariffs = useAccessTariffs(settledPower);
  const comers = useComers();
  const listIsCurrent = tariffs.isSuccess && !tariffs.isPlaceholderData && settledPower === power && power !== undefined;
  const chosenTariff = watch('accessTariff');
  const tariffName = tariffNameOf(tariffs.data, chosenTariff);
  // The registry's tariff waits for the list of the power it filled.
  const [registryTariff, setRegistryTariff] = useState<TCupsConfig['access_tariff'] | undefined>(undefined);

  const fill = useCallback(
    (_cups: string, config: TCupsConfig) => {
      for (const [field, value] of Object.entries(electricityPowersOf(config))) {
        setValue(field as keyof TElectricityFormValues, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }
      setRegistryTariff(config.access_tariff);
    },
    [setValue, form.formState.isSubmitted],
  );
  const lookup = useCupsLookup(useCupsConfigLookup(), fill);

  useEffect(() => {
    if (!listIsCurrent) return;
    if (registryTariff) {
      setValue('accessTariff', tariffIdFromRegistry(tariffs.data, registryTariff), { shouldDirty: true });
      setRegistryTariff(undefined);
      return;
    }
    if (mustClearTariff(tariffs.data, chosenTariff, true)) setValue('accessTariff', '', { shouldDirty: true });
  }, [listIsCurrent, tariffs.data, chosenTariff, registryTariff, setValue]);

  // A period the tariff closes forgets what was typed in it: it is not sent nor checked.
  const openPeriods = consumptionPeriodsOf(tariffName);
  useEffect(() => {
    for (const period of PERIODS) {
      if (period > openPeriods && form.getValues(`p${period}`) !== '') setValue(`p${period}`, '');
    }
  }, [openPeriods, form, setValue]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={sending}
      aria-labelledby="compare-form-title"
      data-testid="compare-form"
    >
      <CompareError errorKey={submit.errorKey} />
      <FormSection legend={t('comparator_section_point')}>
        <CupsField form={form} idPrefix="compare" status={lookup.status} onCupsTyped={lookup.onCupsTyped} disabled={sending} />
        <FieldRow>
          <FormField
            form={form}
            name="power"
            id="compare-power"
            label={t('comparator_power_p1')}
            helperText={t('comparator_power_hint')}
            inputMode="decimal"
            maxLength={10}
            required
            disabled={sending}
          />
          <FormField
            form={form}
            name="power2"
            id="compare-power2"
            label={t('comparator_power_p2')}
            helperText={t('comparator_power_hint')}
            inputMode="decimal"
            maxLength={10}
            disabled={sending}
          />
        </FieldRow>
      </FormSection>
      <FormSection legend={t('comparator_section_bill')}>
        <ComerSelect form={form} comers={comers} id="compare-comer" disabled={sending} />
        <FormField
          form={form}
          name="accessTariff"
          id="compare-access-tariff"
          label={t('comparator_access_tariff')}
          helperText={power === undefined ? t('comparator_access_tariff_hint') : undefined}
          select
          required
          disabled={sending}
        >
          <option value="">{t('comparator_choose')}</option>
          {(tariffs.data ?? []).map((tariff) => (
            <option key={tariff.id} value={String(tariff.id)}>
              {tariff.name}
            </option>
          ))}
        </FormField>
      </FormSection>
      <FormSection legend={t('comparator_section_consumption')} testId="compare-consumption">
        <FieldRow columns={3}>
          {PERIODS.map((period) => (
            <FormField
              key={period}
              form={form}
              name={`p${period}`}
              id={`compare-p${period}`}
              label={t('comparator_consumption_period', { period: `P${period}` })}
              inputMode="numeric"
              maxLength={9}
              required={period === 1}
              disabled={sending || !isConsumptionPeriodOpen(tariffName, period)}
            />
          ))}
        </FieldRow>
      </FormSection>
      <FormSection legend={t('comparator_section_period')}>
        <PeriodDates form={form} idPrefix="compare" disabled={sending} />
      </FormSection>
      <FormField
        form={form}
        name="invoiceAmount"
        id="compare-invoice-amount"
        label={t('comparator_invoice_amount')}
        helperText={t('comparator_invoice_amount_hint')}
        inputMode="numeric"
        maxLength={9}
        required
        disabled={sending}
      />
      <CompareSubmit sending={sending} />
    </Box>
  );
}
