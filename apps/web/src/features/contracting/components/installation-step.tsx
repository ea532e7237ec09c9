import type { TCnae, TComer, TContractingConfig, TContractingType, TCupsConfig, TGasCupsConfig } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../shared/address/address-fields.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { useCupsLookup } from '../../../shared/supply-point/use-cups-lookup.ts';
import { useGasSupplyPointLookup } from '../api/lookup-gas-supply-point.ts';
import { useSupplyPointLookup } from '../api/lookup-supply-point.ts';
import { contractFillOf, isUnavailable } from '../model/supply-point-lookup.ts';
import { wizardStore } from '../model/wizard-store.ts';
import { CupsLookupField } from './cups-lookup-field.tsx';
import { OriginSupplierField } from './origin-supplier-field.tsx';
import { ResidenceFields } from './residence-fields.tsx';
import type { TStepForm } from './step-form.tsx';
import { WizardCheckbox } from './wizard-checkbox.tsx';
import { WizardFilesField } from './wizard-files-field.tsx';
import { WizardSection } from './wizard-section.tsx';
import { WizardSwitch } from './wizard-switch.tsx';

export interface TInstallationStepProps {
  type: TContractingType;
  form: TStepForm<'installation'>;
  config: TContractingConfig;
  authenticated: boolean;
  origins: UseQueryResult<TComer[]>;
  cnaes: UseQueryResult<TCnae[]>;
  disabled: boolean;
}

/**
 * The installation step (§2.3, §3.9, §5.6): the CUPS, whose lookup at 20 or 22 characters fills
 * the postal code here and the powers, access tariff and self-consumption of the contract step
 * (gas: the toll of the gas contract step), and stops the wizard when the point cannot be
 * contracted; the supply address; the residence type and cnae; the origin supplier; the active
 * contract with its invoice; the solvency check's authorisation (electricity and dual, when the
 * retailer asks for it); the lead consent, given by a signed-in customer (§6).
 */
export function InstallationStep({ type, form, config, authenticated, origins, cnaes, disabled }: TInstallationStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const store = wizardStore(type);
  const found = useStore(store, (state) => state.supplyPoint);
  const cups = form.watch('cups');
  const activeContract = form.watch('activeContract');

  // The lookup's postal code fills an empty field, or one it filled itself; never one the visitor
  // typed while the lookup was out (its answer may come after they moved on to the address).
  const filledPostalCode = useRef('');
  const fillPostalCode = useCallback(
    (zipcode: string | null) => {
      const current = form.getValues('address.dp') ?? '';
      if (!zipcode || (current !== '' && current !== filledPostalCode.current)) return;
      filledPostalCode.current = zipcode;
      form.setValue('address.dp', zipcode, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    },
    [form],
  );
  const electricityFound = useCallback(
    (lookedUp: string, answer: TCupsConfig) => {
      const available = answer.cups_availability.available;
      store.setState((state) => ({
        supplyPoint: { cups: lookedUp, available, selfconsCode: answer.autoconsumo_code },
        values: available ? { ...state.values, contract: { ...state.values.contract, ...contractFillOf(answer, language) } } : state.values,
      }));
      if (available) fillPostalCode(answer.address.zipcode);
    },
    [store, language, fillPostalCode],
  );
  // The gas wizard's installation is the gas point: its toll and CUPS go to the gas contract step.
  const gasFound = useCallback(
    (lookedUp: string, answer: TGasCupsConfig) => {
      const available = answer.cups_availability.available;
      const point = { cups: lookedUp, available };
      const tariff = answer.access_tariff.id === null ? '' : String(answer.access_tariff.id);
      store.setState((state) => ({
        supplyPoint: point,
        gasSupplyPoint: point,
        values: available
          ? { ...state.values, gasContract: { ...state.values.gasContract, cups: lookedUp, accessTariff: tariff } }
          : state.values,
      }));
      if (available) fillPostalCode(answer.address.zipcode);
    },
    [store, fillPostalCode],
  );
  const electricity = useCupsLookup(useSupplyPointLookup(), electricityFound);
  const gas = useCupsLookup(useGasSupplyPointLookup(), gasFound);
  const lookup = type === 'gas' ? gas : electricity;

  return (
    <>
      <WizardSection legend={t('contracting_section_supply_point')}>
        <CupsLookupField
          form={form}
          name="cups"
          id="installation-cups"
          label={t(type === 'gas' ? 'contracting_gas_cups' : 'contracting_cups')}
          status={lookup.status}
          unavailable={isUnavailable(found, cups)}
          onCupsTyped={lookup.onCupsTyped}
          disabled={disabled}
        />
      </WizardSection>
      <WizardSection legend={t('contracting_section_supply_address')}>
        <AddressFields
          form={form}
          prefix="address."
          idPrefix="supply-address"
          cadastralHelp={t('contracting_ref_catastral_hint')}
          disabled={disabled}
        />
      </WizardSection>
      <WizardSection legend={t('contracting_section_use')}>
        <ResidenceFields form={form} cnaes={cnaes} disabled={disabled} />
      </WizardSection>
      <WizardSection legend={t('contracting_section_current_supply')}>
        {config.originSelection ? <OriginSupplierField form={form} origins={origins} id="installation-origin" disabled={disabled} /> : null}
        <WizardSwitch
          form={form}
          name="activeContract"
          id="installation-active-contract"
          label={t('contracting_active_contract')}
          disabled={disabled}
        />
        {activeContract ? (
          <WizardFilesField
            form={form}
            name="invoice"
            kind="invoice"
            label={t('contracting_invoice_files')}
            required={config.invoiceRequired}
            disabled={disabled}
          />
        ) : null}
      </WizardSection>
      {(type !== 'gas' && config.morosityVerificationRequired) || !authenticated ? (
        <WizardSection legend={t('contracting_section_authorisations')}>
          {type !== 'gas' && config.morosityVerificationRequired ? (
            <WizardCheckbox
              form={form}
              name="acceptMorosityVerification"
              id="installation-morosity"
              label={t('contracting_accept_morosity_verification')}
              required
              disabled={disabled}
            />
          ) : null}
          {/* A signed-in customer's consent comes given (§6): not asked. */}
          {authenticated ? null : (
            <WizardCheckbox
              form={form}
              name="leadsConsent"
              id="installation-leads-consent"
              label={
                <>
                  {t('contracting_leads_consent')}{' '}
                  {settings.links.gdpr ? (
                    <a href={settings.links.gdpr} target="_blank" rel="noreferrer">
                      {t('contracting_leads_consent_link')}
                    </a>
                  ) : null}
                </>
              }
              required={config.leadsConsentRequired}
              disabled={disabled}
            />
          )}
        </WizardSection>
      ) : null}
    </>
  );
}
