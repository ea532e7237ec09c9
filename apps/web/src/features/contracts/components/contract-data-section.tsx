import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDecimal, formatKw, maskedIban, periodNumber, type TContract, type TContractButtons } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TContractDialog } from '../../../shared/contract/contract-page.ts';
import { sortedPowerPeriods } from '../../../shared/contract/contract-power.ts';
import { DetailField, DetailList, DetailSection } from '../../../shared/contract/detail-section.tsx';
import { periodLabel } from '../../../shared/contract/period-label.ts';
import { sipsStatus } from '../../../shared/contract/sips-status.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { contractLinks } from '../model/contract-links.ts';
import { sipsButton } from '../model/sips-button.ts';
import { ChangeButton } from './change-button.tsx';

export interface TContractDataSectionProps {
  contract: TContract;
  buttons: TContractButtons;
  onOpen: (dialog: TContractDialog) => void;
  report: { status: 'idle' | 'downloading' | 'failed'; start: () => void };
}

/**
 * Contract data (customer-area §2): owner, payer, power per period (gas: pressure and flow
 * rate), tariff, product, payment account, tax id, fiscal address, cadastral reference, and the
 * card's buttons: report download, power, SIPS and IBAN.
 */
export function ContractDataSection({ contract, buttons, onOpen, report }: TContractDataSectionProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const language = useLanguage();
  const navigate = useNavigate();
  const sips = contract.no_cession_sips.state;
  const links = contractLinks(contract, language);
  const sipsAction = sipsButton(buttons.sips, sipsStatus(contract));
  return (
    <DetailSection
      id="contract-data"
      title={t('contract_section_data')}
      testId="contract-data"
      actions={
        <>
          <ChangeButton
            rule={buttons.downloadReport}
            label={report.status === 'downloading' ? t('downloading') : t('contract_download_report')}
            testId="button-download-report"
            variant="contained"
            startIcon={<DownloadIcon />}
            busy={report.status === 'downloading'}
            onClick={report.start}
          />
          <ChangeButton
            rule={buttons.power}
            label={t('contract_button_power')}
            testId="button-power-change"
            onClick={() => onOpen('power')}
          />
          <ChangeButton rule={sipsAction.rule} label={t(sipsAction.labelKey)} testId="button-sips" onClick={() => onOpen('sips')} />
          <ChangeButton rule={buttons.iban} label={t('contract_button_iban')} testId="button-iban-change" onClick={() => onOpen('iban')} />
          {links.invoices ? (
            <Button component={RouterLink} to={links.invoices} size="small" variant="outlined" data-testid="button-contract-invoices">
              {t('contract_button_invoices')}
            </Button>
          ) : null}
          {links.claim ? (
            <ChangeButton
              rule={buttons.claim}
              label={t('contract_button_claim')}
              testId="button-claim"
              onClick={() => navigate(links.claim ?? '')}
            />
          ) : null}
        </>
      }
    >
      <DetailList>
        <DetailField label={t('contract_owner')} testId="contract-owner">
          {contract.owner_partner.name}
        </DetailField>
        <DetailField label={t('contract_payer')}>{contract.fiscal_partner.name}</DetailField>
        <DetailField label={t('contract_tax_id')}>{contract.fiscal_partner.vat}</DetailField>
        <DetailField label={t('contract_fiscal_address')}>{contract.fiscal_address.full_address}</DetailField>
        {contract.type === 'gas' ? (
          <>
            <DetailField label={t('contract_pressure')} testId="contract-pressure">
              {contract.pressio === null
                ? t('contract_value_missing')
                : t('contract_pressure_value', { value: formatDecimal(contract.pressio, language) })}
            </DetailField>
            <DetailField label={t('contract_flow')} testId="contract-flow">
              {contract.caudal === null
                ? t('contract_value_missing')
                : t('contract_flow_value', { value: formatDecimal(contract.caudal, language) })}
            </DetailField>
          </>
        ) : (
          <DetailField label={t('contract_power')} testId="contract-power">
            {sortedPowerPeriods(contract).length === 0 ? (
              t('contract_value_missing')
            ) : (
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {sortedPowerPeriods(contract).map((p) => (
                  <span key={p.period}>
                    {t('contract_power_period', {
                      period: periodLabel(t, contract.tariff.name, periodNumber(p.period), 'power'),
                      kw: formatKw(p.power, language),
                    })}
                  </span>
                ))}
              </Box>
            )}
          </DetailField>
        )}
        <DetailField label={t('contract_tariff')}>{contract.tariff.name}</DetailField>
        <DetailField label={t('contract_product')}>{contract.pricelist.nom_comercial || contract.pricelist.name}</DetailField>
        <DetailField label={t('contract_bank_account')} testId="contract-bank-account">
          {contract.bank_account ? maskedIban(contract.bank_account.printable_iban) : t('contract_value_missing')}
        </DetailField>
        {settings.refCatastral.modify ? (
          <DetailField label={t('contract_ref_catastral')} testId="contract-ref-catastral">
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <span>{contract.ref_catastral || t('contract_value_missing')}</span>
              <ChangeButton
                rule={buttons.cadastralReference}
                label={t('edit')}
                testId="button-ref-catastral"
                variant="text"
                onClick={() => onOpen('cadastralReference')}
              />
            </Box>
          </DetailField>
        ) : null}
        {buttons.sips.visible && sips ? (
          <DetailField label={t('contract_sips')} testId="contract-sips-state">
            {t(`sips_state_${sips}`)}
          </DetailField>
        ) : null}
      </DetailList>
      {report.status === 'failed' ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="contract-report-error">
          {t('contract_report_error')}
        </Alert>
      ) : null}
    </DetailSection>
  );
}
