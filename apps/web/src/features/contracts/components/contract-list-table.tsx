import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TContract } from '@portal/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { powerSummary } from '../model/contract-power.ts';
import { ContractStatusChip } from './contract-status-chip.tsx';

export interface TContractListTableProps {
  contracts: TContract[];
  showProduct: boolean;
  showPower: boolean;
  hrefOf: (contract: TContract) => string;
  onOpen: (contract: TContract) => void;
  caption: string;
}

/**
 * The contracts of one page: name, address, CUPS, tariff, price list, power, status. The whole
 * row opens the contract; the name is also a real link, so keyboards and screen readers reach it.
 */
export function ContractListTable({ contracts, showProduct, showPower, hrefOf, onOpen, caption }: TContractListTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('contracts_column_name')}</TableCell>
            <TableCell>{t('contracts_column_address')}</TableCell>
            <TableCell>{t('contracts_column_cups')}</TableCell>
            <TableCell>{t('contracts_column_tariff')}</TableCell>
            {showProduct ? <TableCell>{t('contracts_column_pricelist')}</TableCell> : null}
            {showPower ? <TableCell>{t('contracts_column_power')}</TableCell> : null}
            <TableCell>{t('contracts_column_status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contracts.map((contract) => (
            <TableRow
              key={contract.id}
              hover
              onClick={() => onOpen(contract)}
              sx={{ cursor: 'pointer' }}
              data-testid={`contracts-row-${contract.name}`}
            >
              <TableCell>
                <Box
                  component={RouterLink}
                  to={hrefOf(contract)}
                  // The row's own click handles it; the link stays for keyboard and new-tab use.
                  onClick={(event: MouseEvent) => event.stopPropagation()}
                  sx={{ color: 'primary.main', fontWeight: 600, textUnderlineOffset: '0.15em' }}
                >
                  {contract.name}
                </Box>
              </TableCell>
              <TableCell>{contract.cups.full_address}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{contract.cups.name}</TableCell>
              <TableCell>{contract.tariff.name}</TableCell>
              {showProduct ? <TableCell>{contract.pricelist.nom_comercial || contract.pricelist.name}</TableCell> : null}
              {showPower ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{powerSummary(contract, language)}</TableCell> : null}
              <TableCell>
                <ContractStatusChip contract={contract} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
