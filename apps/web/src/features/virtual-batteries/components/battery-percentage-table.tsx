import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatBatteryPercentage, type TPercentageRow } from '../model/battery-view.ts';

/** A battery's links now and after a change or a move (§9: shown rounded), the contract at hand said in words, not only in bold. */
export function BatteryPercentageTable({ caption, rows, testId }: { caption: string; rows: readonly TPercentageRow[]; testId?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table size="small" sx={{ mb: 2, '& caption': { captionSide: 'top', px: 0, pt: 0 } }} data-testid={testId}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('battery_preview_contract')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('battery_preview_now')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('battery_preview_after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.linkId} data-contract={row.contract}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.own ? 700 : undefined, overflowWrap: 'anywhere' }}>
              {row.own ? t('battery_preview_this_contract', { contract: row.contract }) : row.contract}
            </TableCell>
            <TableCell align="right">
              {row.before === null ? t('battery_preview_new') : formatBatteryPercentage(row.before, language)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: row.own ? 700 : undefined }}>
              {formatBatteryPercentage(row.after, language)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
