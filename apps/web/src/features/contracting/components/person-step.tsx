import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TContractingConfig } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../shared/address/address-fields.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { availableLanguages, LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import type { TStepForm } from './step-form.tsx';
import { WizardFilesField } from './wizard-files-field.tsx';
import { WizardFieldRow, WizardSection } from './wizard-section.tsx';
import { WizardSwitch } from './wizard-switch.tsx';
import { YesNoQuestion } from './yes-no-question.tsx';

export interface TPersonStepProps {
  form: TStepForm<'person'>;
  config: TContractingConfig;
  /** The installation had an active contract: the change of owner is asked (§5.7). */
  activeContract: boolean;
  disabled: boolean;
}

/**
 * The person step (§2.3, §3.9, §5.7): the holder's tax id, name, surnames, mobile (+34 shown,
 * at most 12 digits typed, the lead form's phone field) and email; a company with its legal
 * representative and document, or the retailer's 'companies not allowed'; the ID's front unless
 * the retailer does not ask for it; the change of owner after an active contract; the
 * communications language; the invoices' address when it is not the supply's.
 */
export function PersonStep({ form, config, activeContract, disabled }: TPersonStepProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const company = form.watch('company');
  const sameInvoiceAddress = form.watch('sameInvoiceAddress');
  return (
    <>
      <WizardSection legend={t('contracting_section_holder')}>
        <WizardSwitch form={form} name="company" id="person-company" label={t('contracting_company')} disabled={disabled} />
        {company && config.restrictCompanyVAT ? (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="companies-not-allowed">
            {t('companies_not_allowed')}
          </Alert>
        ) : null}
        <FormField
          form={form}
          name="vat"
          id="person-vat"
          label={t(company ? 'contracting_company_vat' : 'contracting_vat')}
          autoComplete="off"
          maxLength={32}
          required
          disabled={disabled}
        />
        <FormField
          form={form}
          name="name"
          id="person-name"
          label={t(company ? 'contracting_company_name' : 'contracting_name')}
          autoComplete={company ? 'organization' : 'given-name'}
          maxLength={100}
          required
          disabled={disabled}
        />
        {company ? null : (
          <WizardFieldRow>
            <FormField
              form={form}
              name="surName1"
              id="person-surname1"
              label={t('contracting_surname1')}
              autoComplete="family-name"
              maxLength={100}
              required
              disabled={disabled}
            />
            <FormField
              form={form}
              name="surName2"
              id="person-surname2"
              label={t('contracting_surname2')}
              maxLength={100}
              disabled={disabled}
            />
          </WizardFieldRow>
        )}
      </WizardSection>
      {company && !config.restrictCompanyVAT ? (
        <WizardSection legend={t('contracting_section_representative')} testId="person-representative">
          <FormField
            form={form}
            name="vatRepresentante"
            id="person-vat-representative"
            label={t('contracting_vat')}
            autoComplete="off"
            maxLength={32}
            required
            disabled={disabled}
          />
          <FormField
            form={form}
            name="nameRepresentante"
            id="person-name-representative"
            label={t('contracting_name')}
            maxLength={100}
            required
            disabled={disabled}
          />
          <WizardFieldRow>
            <FormField
              form={form}
              name="surName1Representante"
              id="person-surname1-representative"
              label={t('contracting_surname1')}
              maxLength={100}
              required
              disabled={disabled}
            />
            <FormField
              form={form}
              name="surName2Representante"
              id="person-surname2-representative"
              label={t('contracting_surname2')}
              maxLength={100}
              disabled={disabled}
            />
          </WizardFieldRow>
          <WizardFilesField
            form={form}
            name="nifEmpresa"
            kind="nifEmpresa"
            label={t('contracting_company_document')}
            required
            disabled={disabled}
          />
        </WizardSection>
      ) : null}
      <WizardSection legend={t('contracting_section_contact')}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          {/* The prefix is fixed (§5.7, §9): shown, not chosen; the hint says it to a screen reader. */}
          <Typography aria-hidden="true" sx={{ mt: 2.25, fontWeight: 500 }}>
            +34
          </Typography>
          <FormField
            form={form}
            name="mobile"
            id="person-mobile"
            label={t('contracting_mobile')}
            helperText={t('contracting_mobile_hint')}
            phone
            required
            disabled={disabled}
          />
        </Box>
        <FormField
          form={form}
          name="email"
          id="person-email"
          label={t('contracting_email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required={config.emailRequired}
          disabled={disabled}
        />
        {config.commsLanguageDisabled ? null : (
          <FormField
            form={form}
            name="commsLanguage"
            id="person-comms-language"
            label={t('contracting_comms_language')}
            select
            required
            disabled={disabled}
          >
            <option value="">{t('select_placeholder')}</option>
            {availableLanguages(settings).map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </FormField>
        )}
      </WizardSection>
      {config.dniRequired ? (
        <WizardSection legend={t('contracting_section_identity')}>
          <WizardFilesField form={form} name="nifFaceup" kind="nifFaceup" label={t('contracting_id_front')} required disabled={disabled} />
        </WizardSection>
      ) : null}
      {activeContract ? (
        <YesNoQuestion form={form} name="changeOwner" id="person-change-owner" label={t('contracting_change_owner')} disabled={disabled} />
      ) : null}
      <WizardSection legend={t('contracting_section_invoice_address')}>
        <WizardSwitch
          form={form}
          name="sameInvoiceAddress"
          id="person-same-invoice-address"
          label={t('contracting_same_invoice_address')}
          disabled={disabled}
        />
        {sameInvoiceAddress ? null : (
          <AddressFields
            form={form}
            prefix="ownerAddress."
            idPrefix="owner-address"
            cadastralHelp={t('contracting_ref_catastral_hint')}
            disabled={disabled}
          />
        )}
      </WizardSection>
    </>
  );
}
