import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEnergy, formatMonth, formatPercent, formatShortDate, type TOverview } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { OverviewActionButton } from './overview-action.tsx';
import { OverviewCard } from './overview-card.tsx';

/** This month's consumption so far against the same days of the same month last year, per contract. */
export function ConsumptionCard({ consumption }: { consumption: TOverview['consumption'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <OverviewCard title={t('overview_consumption_title')} testId="overview-consumption">
      {consumption.length === 0 && <Typography>{t('overview_consumption_none')}</Typography>}
      <Stack spacing={2}>
        {consumption.map((item) => {
          const change = item.change_percent;
          return (
            <Box key={item.contract.name} data-testid={`overview-consumption-${item.contract.name}`}>
              <Typography sx={{ fontWeight: 600 }}>
                {t(`overview_contract_${item.contract.type}`, { contract: item.contract.name })}
              </Typography>
              <Typography variant="h5" component="p">
                {formatEnergy(item.kwh, language)}
              </Typography>
              <Typography variant="body2">
                {t('overview_consumption_so_far', {
                  month: formatMonth(item.month, language),
                  date: formatShortDate(item.through, language),
                })}
              </Typography>
              <Typography variant="body2" data-testid={`overview-consumption-${item.contract.name}-last-year`}>
                {item.last_year_same_days_kwh === null
                  ? t('overview_consumption_no_last_year', { month: formatMonth(item.last_year_month, language) })
                  : t('overview_consumption_last_year', {
                      month: formatMonth(item.last_year_month, language),
                      energy: formatEnergy(item.last_year_same_days_kwh, language),
                      whole: formatEnergy(item.last_year_month_kwh ?? 0, language),
                    })}
              </Typography>
              {change !== null && (
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`overview-consumption-${item.contract.name}-change`}>
                  {change === 0
                    ? t('overview_consumption_same')
                    : t(change > 0 ? 'overview_consumption_more' : 'overview_consumption_less', {
                        percent: formatPercent(Math.abs(change) / 100, language),
                      })}
                </Typography>
              )}
              <Box sx={{ mt: 1 }}>
                <OverviewActionButton
                  action={item.action}
                  label={t('overview_action_see_consumption')}
                  accessibleLabel={t('overview_action_see_consumption_of', { contract: item.contract.name })}
                  testId={`overview-consumption-${item.contract.name}-action`}
                />
              </Box>
            </Box>
          );
        })}
      </Stack>
    </OverviewCard>
  );
}
