import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TContract } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { powerSummary } from '../../../shared/contract/contract-power.ts';
import { periodLabel } from '../../../shared/contract/period-label.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ResponsiveList, type TResponsiveColumn } from '../../../shared/ui/responsive-list/index.ts';
import { ContractStatusChip } from './contract-status-chip.tsx';
import { openedLinkAttribute, rememberOpened } from './use-return-to-opened.ts';

export interface TContractItemsProps {
  contracts: TContract[];
  showProduct: boolean;
  showPower: boolean;
  hrefOf: (contract: TContract) => string;
  caption: string;
}

/**
 * The contracts of one page (customer-area §2; mobile first): on a phone a card per
 * contract with its name, state, CUPS, address, tariff and the primary action Open; from `md` a
 * table of the same columns that fits a 1366 px screen (the price list only from `xl`, the power
 * folded to one line per period). The name and Open are real links: keyboards, screen readers
 * and "open in a new tab" reach the contract; Back from it puts the focus on the link again.
 */
export function ContractItems({ contracts, showProduct, showPower, hrefOf, caption }: TContractItemsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: TResponsiveColumn<TContract>[] = [
    {
      id: 'name',
      header: t('contracts_column_name'),
      rowHeader: true,
      card: 'title',
      nowrap: true,
      cell: (contract) => (
        <Box
          component={RouterLink}
          to={hrefOf(contract)}
          onClick={() => rememberOpened(contract.name, 'name')}
          {...openedLinkAttribute(contract.name, 'name')}
          sx={{ color: 'primary.main', fontWeight: 600, textUnderlineOffset: '0.15em' }}
        >
          {contract.name}
        </Box>
      ),
    },
    {
      id: 'status',
      header: t('contracts_column_status'),
      card: 'badge',
      nowrap: true,
      cell: (contract) => <ContractStatusChip contract={contract} />,
    },
    {
      id: 'cups',
      header: t('contracts_column_cups'),
      // 22 characters of a code: on one line in the table, broken anywhere on a narrow card.
      sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
      cell: (contract) => (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {contract.cups.name}
        </Box>
      ),
    },
    { id: 'address', header: t('contracts_column_address'), sx: { minWidth: 180 }, cell: (contract) => contract.cups.full_address },
    { id: 'tariff', header: t('contracts_column_tariff'), nowrap: true, cell: (contract) => contract.tariff.name },
  ];
  if (showProduct) {
    columns.push({
      id: 'pricelist',
      header: t('contracts_column_pricelist'),
      tableFrom: 'xl',
      cell: (contract) => contract.pricelist.nom_comercial || contract.pricelist.name,
    });
  }
  if (showPower) {
    columns.push({
      id: 'power',
      header: t('contracts_column_power'),
      // Six periods do not fit one line of a 1366 px table: the line breaks between periods only.
      sx: { minWidth: 120 },
      cell: (contract) =>
        powerSummary(contract, language, (period) => periodLabel(t, contract.tariff.name, period, 'power'))
          .split(' · ')
          .map((period) => period.replace(/ /g, '\u00a0'))
          .join(' · '),
    });
  }
  columns.push({
    id: 'open',
    header: t('contracts_column_actions'),
    card: 'actions',
    nowrap: true,
    cell: (contract) => (
      <Button
        component={RouterLink}
        to={hrefOf(contract)}
        onClick={() => rememberOpened(contract.name, 'open')}
        {...openedLinkAttribute(contract.name, 'open')}
        size="small"
        variant="outlined"
        aria-label={t('contracts_open_named', { name: contract.name })}
        data-testid={`contracts-open-${contract.name}`}
      >
        {t('contracts_open')}
      </Button>
    ),
  });
  return (
    <ResponsiveList
      items={contracts}
      itemKey={(contract) => contract.id}
      columns={columns}
      label={caption}
      testId="contracts-list"
      itemTestId={(contract) => `contracts-row-${contract.name}`}
    />
  );
}
