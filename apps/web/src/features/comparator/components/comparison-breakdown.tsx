import Box from '@mui/material/Box';
import { formatDecimal, formatMoney, formatPeriod, formatUnitPrice, type TComparisonResult } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { breakdownOf, type TBreakdownRow } from '../model/breakdown.ts';

// The unit each kind of line is priced in, for its detail (quantity × unit price).
const UNIT_KEYS: Record<string, string> = {
  comparator_line_power: 'comparator_unit_power',
  comparator_line_energy: 'comparator_unit_energy',
  comparator_line_meter_rent: 'comparator_unit_day',
  comparator_line_fixed: 'comparator_unit_day',
  comparator_line_variable: 'comparator_unit_energy',
};

const cell = { py: 1, px: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' } as const;
const amountCell = { ...cell, textAlign: 'end', whiteSpace: 'nowrap' } as const;

/**
 * Our price of the visitor's period, line by line (visitor-and-shell §2.6, §3.5): power, energy,
 * meter rental (gas: fixed and variable terms), the taxes (the special electricity tax under its
 * own label) and the total. Two columns, so it fits a phone without scrolling sideways.
 */
export function ComparisonBreakdown({ result }: { result: TComparisonResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { rows, taxes } = breakdownOf(result);
  const label = (row: TBreakdownRow) => `${row.labelKey ? t(row.labelKey) : row.name}${row.period ? ` ${row.period}` : ''}`;
  const detail = (row: TBreakdownRow) => {
    const unitKey = row.labelKey ? UNIT_KEYS[row.labelKey] : undefined;
    const price = unitKey ? formatUnitPrice(row.priceUnit, t(unitKey), language) : formatDecimal(row.priceUnit, language, 6);
    const times = row.multi !== 1 ? ` × ${formatDecimal(row.multi, language)}` : '';
    const quantity = row.quantity !== 1 ? `${formatDecimal(row.quantity, language)} × ` : '';
    return `${quantity}${price}${times}`;
  };
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', typography: 'body2', mb: 2 }} data-testid="compare-breakdown">
      <Box component="caption" sx={{ captionSide: 'top', textAlign: 'start', typography: 'subtitle1', fontWeight: 600, pb: 1 }}>
        {t('comparator_breakdown_caption', { period: formatPeriod(result.period.start, result.period.end, language) })}
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cell, textAlign: 'start', color: 'text.secondary' }}>
            {t('comparator_breakdown_concept')}
          </Box>
          <Box component="th" scope="col" sx={{ ...amountCell, color: 'text.secondary' }}>
            {t('comparator_breakdown_amount')}
          </Box>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.name}-${row.period ?? ''}-${index}`} data-testid="breakdown-line">
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'start', fontWeight: 400 }}>
              {label(row)}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {detail(row)}
              </Box>
            </Box>
            <Box component="td" sx={amountCell}>
              {formatMoney(row.amount, language)}
            </Box>
          </tr>
        ))}
        {taxes.map((tax, index) => (
          <tr key={`${tax.name}-${index}`} data-testid="breakdown-tax">
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'start', fontWeight: 400 }}>
              {tax.labelKey ? t(tax.labelKey) : tax.name}
            </Box>
            <Box component="td" sx={amountCell}>
              {formatMoney(tax.amount, language)}
            </Box>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="breakdown-total">
          <Box component="th" scope="row" sx={{ ...cell, textAlign: 'start', fontWeight: 600 }}>
            {t('comparator_breakdown_total')}
          </Box>
          <Box component="td" sx={{ ...amountCell, fontWeight: 600 }}>
            {formatMoney(result.total_amount, language)}
          </Box>
        </tr>
      </tfoot>
    </Box>
  );
}
