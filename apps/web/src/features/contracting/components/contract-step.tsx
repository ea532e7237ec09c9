import Typography from '@mui/material/Typography';
import { normaliseCups, selfConsumptionCode, type TContractingConfig } from '@portal/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { usePriceList } from '../api/get-price-list.ts';
import { useAccessTariffs } from '../api/list-access-tariffs.ts';
import { optionalId, powerOf } from '../model/step-input.ts';
import { PowerFields } from './power-fields.tsx';
import { ProductChoice } from './product-choice.tsx';
import { PromotionalCodeField } from './promotional-code-field.tsx';
import type { TStepForm } from './step-form.tsx';
import { WizardFilesField } from './wizard-files-field.tsx';
import { WizardSection } from './wizard-section.tsx';
import { WizardSwitch } from './wizard-switch.tsx';

// Long enough for a power typed digit by digit to settle, short enough to feel immediate.
const POWER_SETTLE_MS = 400;

export interface TContractStepProps {
  form: TStepForm<'contract'>;
  config: TContractingConfig;
  /** The installation's CUPS, which the price list is asked for. */
  cups: string;
  /** The self-consumption code the registry found for it. */
  detectedSelfconsCode: string | undefined;
  disabled: boolean;
}

/**
 * The electricity contract step (§2.3, §3.9, §5.8): the powers, the access tariff (the list for
 * the power typed; the registry's filled in), the product from the price list (power, tariff,
 * CUPS, self-consumption, promotional code and language: GET pricelist, kept 30 minutes), the
 * promotional code, and self-consumption with its code (§4.3) and documents.
 */
export function ContractStep({ form, config, cups, detectedSelfconsCode, disabled }: TContractStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { watch, setValue, getValues } = form;
  const typedPower = powerOf(watch('power'));
  const power = Number.isFinite(typedPower) && typedPower > 0 ? typedPower : undefined;
  const settledPower = useDebouncedValue(power, POWER_SETTLE_MS);
  const tariffs = useAccessTariffs(settledPower);
  const accessTariff = optionalId(watch('accessTariff'));
  const selfcons = watch('selfcons');
  const appliedCode = watch('appliedCode');
  const point = normaliseCups(cups);

  // A tariff the list of the power now typed does not offer is cleared; never while that list loads.
  const listIsCurrent = tariffs.isSuccess && !tariffs.isPlaceholderData && settledPower === power;
  useEffect(() => {
    if (!listIsCurrent) return;
    const chosen = getValues('accessTariff');
    if (chosen && !tariffs.data.some((tariff) => String(tariff.id) === chosen)) setValue('accessTariff', '', { shouldDirty: true });
  }, [listIsCurrent, tariffs.data, getValues, setValue]);

  const ready = settledPower !== undefined && accessTariff !== undefined && point !== '';
  const products = usePriceList(
    ready
      ? {
          power: settledPower,
          atr: accessTariff,
          cups: point,
          selfcons,
          lang: language,
          ...(appliedCode ? { promocode: appliedCode } : {}),
        }
      : undefined,
  );

  return (
    <>
      <WizardSection legend={t('contracting_section_powers')}>
        <PowerFields form={form} disabled={disabled} />
        <FormField
          form={form}
          name="accessTariff"
          id="contract-access-tariff"
          label={t('contracting_access_tariff')}
          helperText={power === undefined ? t('contracting_access_tariff_hint') : undefined}
          select
          required
          disabled={disabled}
        >
          <option value="">{t('select_placeholder')}</option>
          {(tariffs.data ?? []).map((tariff) => (
            <option key={tariff.id} value={String(tariff.id)}>
              {tariff.name}
            </option>
          ))}
        </FormField>
      </WizardSection>
      <WizardSection legend={t('contracting_section_product')}>
        <PromotionalCodeField form={form} id="contract-promotional-code" disabled={disabled} />
        <ProductChoice
          form={form}
          products={products}
          id="contract-products"
          waitingFor={ready ? undefined : t('contracting_products_waiting')}
          disabled={disabled}
        />
      </WizardSection>
      <WizardSection legend={t('contracting_section_self_consumption')}>
        <WizardSwitch form={form} name="selfcons" id="contract-selfcons" label={t('contracting_selfcons')} disabled={disabled} />
        <Typography variant="body2" color="text.secondary" data-testid="selfcons-code">
          {t('contracting_selfcons_code', { code: selfConsumptionCode(selfcons, detectedSelfconsCode) })}
        </Typography>
        {selfcons ? (
          <WizardFilesField
            form={form}
            name="selfconsAttachments"
            kind="selfconsAttachments"
            label={t('contracting_selfcons_documents')}
            required={config.selfconsDocumentationRequired}
            disabled={disabled}
          />
        ) : null}
      </WizardSection>
    </>
  );
}
