import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TContract } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { powerSummary } from '../../../shared/contract/contract-power.ts';
import { periodLabel } from '../../../shared/contract/period-label.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ContractStatusChip } from './contract-status-chip.tsx';

/**
 * The contract's key data in a few lines, above its consumption: tariff, contracted power
 * (electricity), product, status and CUPS. What a customer opens the page to check fits the
 * first screen of a phone; the full data, with its buttons, follows the consumption.
 */
export function ContractSummary({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const power =
    contract.type === 'electricity' && contract.contracted_power_period.length > 0
      ? powerSummary(contract, language, (period) => periodLabel(t, contract.tariff.name, period, 'power'))
      : null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="contract-summary-title" data-testid="contract-summary" sx={{ p: 2 }}>
      <Typography id="contract-summary-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('contract_summary_title')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, auto)' }, columnGap: 3, rowGap: 1 }}
      >
        <SummaryItem label={t('contract_summary_status')}>
          <ContractStatusChip contract={contract} testId="contract-status" />
        </SummaryItem>
        <SummaryItem label={t('contract_tariff')} testId="contract-summary-tariff">
          {contract.tariff.name}
        </SummaryItem>
        {power ? (
          <SummaryItem label={t('contract_power')} testId="contract-summary-power" wide>
            {power}
          </SummaryItem>
        ) : null}
        <SummaryItem label={t('contract_product')} testId="contract-summary-product">
          {contract.pricelist.nom_comercial || contract.pricelist.name}
        </SummaryItem>
        <SummaryItem label={t('contract_cups')} testId="contract-summary-cups" wide>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {contract.cups.name}
          </Box>
        </SummaryItem>
      </Box>
    </Paper>
  );
}

/** One term of the summary; a wide one takes the whole row on a phone. */
function SummaryItem({ label, children, testId, wide }: { label: string; children: ReactNode; testId?: string; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? { xs: '1 / -1', md: 'auto' } : undefined }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}
