import Box from '@mui/material/Box';
import type { TGasCompare, TGasCupsConfig } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import type { TFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useCupsLookup } from '../../../shared/supply-point/use-cups-lookup.ts';
import { useGasComers } from '../api/get-gas-comers.ts';
import { useGasCupsConfigLookup } from '../api/get-gas-cups-config.ts';
import { useGasAccessTariffs } from '../api/get-gas-tariffs.ts';
import type { TGasFormValues } from '../model/compare-values.ts';
import { tariffIdFromRegistry } from '../model/tariff-choice.ts';
import { ComerSelect } from './comer-select.tsx';
import { CompareError } from './compare-error.tsx';
import { CupsField } from './cups-field.tsx';
import { FieldRow, FormSection } from './form-section.tsx';
import { PeriodDates } from './period-dates.tsx';
import { CompareSubmit } from './sending-status.tsx';

type TForm = UseFormReturn<TGasFormValues, unknown, TGasCompare>;

/**
 * The gas comparator's form (visitor-and-shell §2.7, rules §4.4 and §5.4): CUPS (its lookup fills
 * the toll), current supplier, access tariff, consumption, invoicing period and amount. A failure
 * is said in red (§8).
 */
export function GasCompareForm({
  form,
  submit,
  onSubmit,
}: {
  form: TForm;
  submit: Pick<TFormSubmit, 'sending' | 'errorKey'>;
  onSubmit: (values: TGasCompare) => void;
}) {
  const { t } = useTranslation();
  const { sending } = submit;
  const tariffs = useGasAccessTariffs();
  const comers = useGasComers();
  const { setValue } = form;
  const [registryTariff, setRegistryTariff] = useState<TGasCupsConfig['access_tariff'] | undefined>(undefined);
  const fill = useCallback((_cups: string, config: TGasCupsConfig) => setRegistryTariff(config.access_tariff), []);
  const lookup = useCupsLookup(useGasCupsConfigLookup(), fill);

  // The registry's toll is chosen once the list is there to match it against.
  useEffect(() => {
    if (!registryTariff || !tariffs.isSuccess) return;
    const id = tariffIdFromRegistry(tariffs.data, registryTariff);
    if (tariffs.data.some((tariff) => String(tariff.id) === id)) setValue('access_tariff', id, { shouldDirty: true });
    setRegistryTariff(undefined);
  }, [registryTariff, tariffs.isSuccess, tariffs.data, setValue]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={sending}
      aria-labelledby="compare-form-title"
      data-testid="compare-form"
    >
      <CompareError errorKey={submit.errorKey} redText />
      <FormSection legend={t('comparator_section_point')}>
        <CupsField form={form} idPrefix="gas-compare" status={lookup.status} onCupsTyped={lookup.onCupsTyped} disabled={sending} />
      </FormSection>
      <FormSection legend={t('comparator_section_bill')}>
        <ComerSelect form={form} comers={comers} id="gas-compare-comer" disabled={sending} />
        <FormField
          form={form}
          name="access_tariff"
          id="gas-compare-access-tariff"
          label={t('comparator_access_tariff')}
          select
          required
          disabled={sending}
        >
          <option value="">{tariffs.isPending ? t('comparator_loading_list') : t('comparator_choose')}</option>
          {(tariffs.data ?? []).map((tariff) => (
            <option key={tariff.id} value={String(tariff.id)}>
              {tariff.name}
            </option>
          ))}
        </FormField>
        <FieldRow>
          <FormField
            form={form}
            name="consumption"
            id="gas-compare-consumption"
            label={t('comparator_gas_consumption')}
            inputMode="numeric"
            maxLength={9}
            required
            disabled={sending}
          />
          <FormField
            form={form}
            name="invoiceAmount"
            id="gas-compare-invoice-amount"
            label={t('comparator_invoice_amount')}
            helperText={t('comparator_invoice_amount_hint')}
            inputMode="numeric"
            maxLength={9}
            required
            disabled={sending}
          />
        </FieldRow>
      </FormSection>
      <FormSection legend={t('comparator_section_period')}>
        <PeriodDates form={form} idPrefix="gas-compare" disabled={sending} />
      </FormSection>
      <CompareSubmit sending={sending} />
    </Box>
  );
}
