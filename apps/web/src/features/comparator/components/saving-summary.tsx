import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, type TComparisonResult } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

const term = { typography: 'body2', color: 'text.secondary' } as const;
const figure = { typography: 'h6', m: 0, fontWeight: 600 } as const;

/**
 * What the visitor paid, what we would have charged, the saving, and the saving over a year
 * (beyond visitor-and-shell §2.6): extrapolated from the visitor's period, so it is labelled an
 * estimate with its basis (docs/comparator.md names the profile).
 */
export function SavingSummary({ result }: { result: TComparisonResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const saves = result.saving > 0;
  const yearly = result.yearly;
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2, m: 0, mb: 2 }}
        data-testid="compare-summary"
      >
        <div>
          <Box component="dt" sx={term}>
            {t('comparator_paid')}
          </Box>
          <Box component="dd" sx={figure} data-testid="compare-paid">
            {formatMoney(result.paid, language)}
          </Box>
        </div>
        <div>
          <Box component="dt" sx={term}>
            {t('comparator_ours', { product: result.product.commercial_name || result.product.name })}
          </Box>
          <Box component="dd" sx={figure} data-testid="compare-ours">
            {formatMoney(result.total_amount, language)}
          </Box>
        </div>
        <div>
          <Box component="dt" sx={term}>
            {saves ? t('comparator_saving') : t('comparator_no_saving')}
          </Box>
          <Box component="dd" sx={{ ...figure, color: saves ? 'primary.main' : 'text.primary' }} data-testid="compare-saving">
            {formatMoney(Math.abs(result.saving), language)}
          </Box>
        </div>
      </Box>
      <Box sx={{ borderInlineStart: 4, borderColor: 'primary.main', pl: 2 }} data-testid="compare-yearly">
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('comparator_yearly_title')}
        </Typography>
        <Typography variant="body1">
          {yearly.saving > 0
            ? t('comparator_yearly_saving', { saving: formatMoney(yearly.saving, language) })
            : t('comparator_yearly_no_saving', { difference: formatMoney(Math.abs(yearly.saving), language) })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="compare-yearly-basis">
          {t(yearly.basis === 'official-profile' ? 'comparator_yearly_basis_official' : 'comparator_yearly_basis_estimate', {
            count: result.period.days,
            source: yearly.source,
            ours: formatMoney(yearly.ours, language),
            theirs: formatMoney(yearly.theirs, language),
          })}
        </Typography>
      </Box>
    </Box>
  );
}
