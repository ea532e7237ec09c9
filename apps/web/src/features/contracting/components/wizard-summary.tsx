import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isLanguage, maskedIban, printableCups, type TContractingType, type TStepName } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { TAddressForm } from '../../../shared/address/address-form.ts';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { STEP_TITLE_KEYS } from '../model/step-titles.ts';
import type { TWizardValues } from '../model/wizard-values.ts';

type TLine = [label: string, value: string];

const addressLine = (address: TAddressForm) =>
  [
    [address.nv, address.pnp].filter(Boolean).join(' '),
    [address.bq, address.es, address.pt, address.pu].filter(Boolean).join(' '),
    [address.dp, address.poblacio].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/** One step's part of the summary: its heading and what was entered, as a description list. */
function SummaryPart({ title, lines, testId }: { title: string; lines: TLine[]; testId: string }) {
  return (
    <Box component="section" sx={{ mb: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' } }}
      >
        {lines.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, typography: 'body2', overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** What the visitor entered, step by step, before confirming (§2.3 confirmation step). */
export function WizardSummary({ type, steps, values }: { type: TContractingType; steps: readonly TStepName[]; values: TWizardValues }) {
  const { t } = useTranslation();
  const { installation, person, contract, gasContract, payment } = values;
  const yes = (on: boolean) => t(on ? 'contracting_yes' : 'contracting_no');
  const holder = [person.name, person.surName1, person.surName2].filter(Boolean).join(' ');
  const powers = [contract.power, contract.power2, contract.power3, contract.power4, contract.power5, contract.power6]
    .map((power, index) => (power ? `P${index + 1} ${power} kW` : ''))
    .filter(Boolean)
    .join(' · ');
  const includeGas = type === 'gas' || gasContract.includeGas;
  return (
    <Box data-testid="wizard-summary">
      <SummaryPart
        title={t(STEP_TITLE_KEYS.installation)}
        testId="summary-installation"
        lines={[
          [t(type === 'gas' ? 'contracting_gas_cups' : 'contracting_cups'), printableCups(installation.cups)],
          [t('contracting_section_supply_address'), addressLine(installation.address)],
          [t('contracting_residence_type'), t(`contracting_residence_${installation.residenceType}`)],
          [t('contracting_active_contract'), yes(installation.activeContract)],
        ]}
      />
      <SummaryPart
        title={t(STEP_TITLE_KEYS.person)}
        testId="summary-person"
        lines={[
          [t('contracting_section_holder'), holder],
          [t(person.company ? 'contracting_company_vat' : 'contracting_vat'), person.vat],
          [t('contracting_mobile'), person.mobile],
          ...(person.email ? [[t('contracting_email'), person.email] as TLine] : []),
          ...(isLanguage(person.commsLanguage) ? [[t('contracting_comms_language'), LANGUAGE_NAMES[person.commsLanguage]] as TLine] : []),
          [
            t('contracting_section_invoice_address'),
            person.sameInvoiceAddress ? t('contracting_same_invoice_address') : addressLine(person.ownerAddress),
          ],
        ]}
      />
      {steps.includes('contract') ? (
        <SummaryPart
          title={t(STEP_TITLE_KEYS.contract)}
          testId="summary-contract"
          lines={[
            [t('contracting_section_powers'), powers],
            [t('contracting_product'), contract.selectedProductName],
            ...(contract.appliedCode ? [[t('contracting_promotional_code'), contract.appliedCode] as TLine] : []),
            [t('contracting_selfcons'), yes(contract.selfcons)],
          ]}
        />
      ) : null}
      {steps.includes('gasContract') ? (
        <SummaryPart
          title={t(STEP_TITLE_KEYS.gasContract)}
          testId="summary-gas-contract"
          lines={
            includeGas
              ? [
                  [t('contracting_gas_cups'), printableCups(gasContract.cups)],
                  [t('contracting_product'), gasContract.selectedProductName],
                  ...(type === 'gas' && gasContract.appliedCode
                    ? [[t('contracting_promotional_code'), gasContract.appliedCode] as TLine]
                    : []),
                ]
              : [[t('contracting_include_gas'), yes(false)]]
          }
        />
      ) : null}
      {steps.includes('payment') ? (
        <SummaryPart
          title={t(STEP_TITLE_KEYS.payment)}
          testId="summary-payment"
          lines={[[t('contracting_iban'), maskedIban(payment.iban)]]}
        />
      ) : null}
    </Box>
  );
}
