import type { TComer, TContractingConfig, TContractingType, TGasCupsConfig } from '@portal/domain';
import { normaliseCups } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { cupsToLookUp } from '../../../shared/supply-point/cups-lookup.ts';
import { useCupsLookup } from '../../../shared/supply-point/use-cups-lookup.ts';
import { useGasPriceList } from '../api/get-gas-price-list.ts';
import { useGasAccessTariffs } from '../api/list-gas-access-tariffs.ts';
import { useGasSupplyPointLookup } from '../api/lookup-gas-supply-point.ts';
import { optionalId } from '../model/step-input.ts';
import { isUnavailable } from '../model/supply-point-lookup.ts';
import { wizardStore } from '../model/wizard-store.ts';
import { CupsLookupField } from './cups-lookup-field.tsx';
import { OriginSupplierField } from './origin-supplier-field.tsx';
import { ProductChoice } from './product-choice.tsx';
import { PromotionalCodeField } from './promotional-code-field.tsx';
import type { TStepForm } from './step-form.tsx';
import { WizardFilesField } from './wizard-files-field.tsx';
import { WizardSection } from './wizard-section.tsx';
import { WizardSwitch } from './wizard-switch.tsx';
import { YesNoQuestion } from './yes-no-question.tsx';

export interface TGasContractStepProps {
  type: TContractingType;
  form: TStepForm<'gasContract'>;
  config: TContractingConfig;
  origins: UseQueryResult<TComer[]>;
  /** The dual wizard's gas products carry the contract step's promotional code. */
  dualPromotionalCode: string;
  disabled: boolean;
}

/**
 * The gas contract step (§2.3, §3.9): the dual wizard asks whether to include gas; then the gas
 * CUPS (its lookup fills the toll and stops the wizard when the point cannot be contracted), the
 * active contract with its change of owner and invoice, the origin supplier, the gas access
 * tariff and the product from GET gas/pricelist. The gas wizard always includes gas, and its
 * promotional code is asked here.
 */
export function GasContractStep({ type, form, config, origins, dualPromotionalCode, disabled }: TGasContractStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const store = wizardStore(type);
  const found = useStore(store, (state) => state.gasSupplyPoint);
  const gasOnly = type === 'gas';
  const includeGas = gasOnly || form.watch('includeGas');
  const cups = form.watch('cups');
  const activeContract = form.watch('activeContract');
  const accessTariff = optionalId(form.watch('accessTariff'));
  const promocode = gasOnly ? form.watch('appliedCode') : dualPromotionalCode;
  const tariffs = useGasAccessTariffs(includeGas);

  const gasFound = useCallback(
    (lookedUp: string, answer: TGasCupsConfig) => {
      const available = answer.cups_availability.available;
      store.setState({ gasSupplyPoint: { cups: lookedUp, available } });
      if (available && answer.access_tariff.id !== null)
        form.setValue('accessTariff', String(answer.access_tariff.id), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    },
    [store, form],
  );
  const lookup = useCupsLookup(useGasSupplyPointLookup(), gasFound);
  const point = cupsToLookUp(cups) ?? '';
  const products = useGasPriceList(
    includeGas && point && accessTariff !== undefined
      ? { atr: accessTariff, cups: normaliseCups(point), lang: language, ...(promocode ? { promocode } : {}) }
      : undefined,
  );

  return (
    <>
      {gasOnly ? null : (
        <WizardSwitch form={form} name="includeGas" id="gas-include" label={t('contracting_include_gas')} disabled={disabled} />
      )}
      {includeGas ? (
        <>
          <WizardSection legend={t('contracting_section_gas_point')}>
            <CupsLookupField
              form={form}
              name="cups"
              id="gas-cups"
              label={t('contracting_gas_cups')}
              status={lookup.status}
              unavailable={isUnavailable(found, cups)}
              onCupsTyped={lookup.onCupsTyped}
              disabled={disabled}
            />
            {config.originSelection ? <OriginSupplierField form={form} origins={origins} id="gas-origin" disabled={disabled} /> : null}
            <WizardSwitch
              form={form}
              name="activeContract"
              id="gas-active-contract"
              label={t('contracting_active_contract')}
              disabled={disabled}
            />
            {activeContract ? (
              <>
                <YesNoQuestion
                  form={form}
                  name="changeOwner"
                  id="gas-change-owner"
                  label={t('contracting_change_owner')}
                  disabled={disabled}
                />
                <WizardFilesField
                  form={form}
                  name="invoice"
                  kind="invoice"
                  label={t('contracting_gas_invoice_files')}
                  required={config.invoiceRequired}
                  disabled={disabled}
                />
              </>
            ) : null}
          </WizardSection>
          <WizardSection legend={t('contracting_section_gas_product')}>
            <FormField
              form={form}
              name="accessTariff"
              id="gas-access-tariff"
              label={t('contracting_gas_access_tariff')}
              select
              required
              disabled={disabled}
              waiting={tariffs.isPending}
            >
              <option value="">{tariffs.isPending ? t('app_loading') : t('select_placeholder')}</option>
              {(tariffs.data ?? []).map((tariff) => (
                <option key={tariff.id} value={String(tariff.id)}>
                  {tariff.name}
                </option>
              ))}
            </FormField>
            {gasOnly ? <PromotionalCodeField form={form} id="gas-promotional-code" disabled={disabled} /> : null}
            <ProductChoice
              form={form}
              products={products}
              id="gas-products"
              waitingFor={point && accessTariff !== undefined ? undefined : t('contracting_gas_products_waiting')}
              disabled={disabled}
            />
          </WizardSection>
        </>
      ) : null}
    </>
  );
}
