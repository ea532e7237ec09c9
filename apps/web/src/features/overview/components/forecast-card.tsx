import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEnergy, formatMoney, formatShortDate, type TOverview } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { OverviewCard } from './overview-card.tsx';

/**
 * The next bill, forecast by the invoice engine from the readings so far: per active contract,
 * the days it covers, its total and what makes it up, and that it is an estimate.
 */
export function ForecastCard({ forecasts, noForecast }: { forecasts: TOverview['forecasts']; noForecast: TOverview['no_forecast'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (euros: number) => formatMoney(euros, language);
  return (
    <OverviewCard title={t('overview_forecast_title')} testId="overview-forecast">
      {forecasts.length === 0 && noForecast.length === 0 && <Typography>{t('overview_forecast_none')}</Typography>}
      <Stack spacing={2}>
        {forecasts.map((forecast) => (
          <Box key={forecast.contract.name} data-testid={`overview-forecast-${forecast.contract.name}`}>
            <Typography sx={{ fontWeight: 600 }}>
              {t(`overview_contract_${forecast.contract.type}`, { contract: forecast.contract.name })}
            </Typography>
            <Typography variant="h5" component="p" data-testid={`overview-forecast-${forecast.contract.name}-total`}>
              {money(forecast.amounts.total)}
            </Typography>
            <Typography variant="body2" data-testid={`overview-forecast-${forecast.contract.name}-days`}>
              {t('overview_forecast_days', {
                count: forecast.days,
                from: formatShortDate(forecast.from, language),
                to: formatShortDate(forecast.to, language),
              })}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.25, my: 1 }}>
              <Typography component="dt" variant="body2">
                {t(forecast.contract.type === 'gas' ? 'overview_forecast_fixed' : 'overview_forecast_power')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
                {money(forecast.amounts.power)}
              </Typography>
              <Typography component="dt" variant="body2">
                {t('overview_forecast_energy', { energy: formatEnergy(forecast.energy_kwh, language) })}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
                {money(forecast.amounts.energy)}
              </Typography>
              <Typography component="dt" variant="body2">
                {t('overview_forecast_meter_rental')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
                {money(forecast.amounts.meter_rental)}
              </Typography>
              <Typography component="dt" variant="body2">
                {t('overview_forecast_taxes')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
                {money(forecast.amounts.taxes)}
              </Typography>
              {forecast.amounts.battery_discount > 0 && (
                <>
                  <Typography component="dt" variant="body2">
                    {t('overview_forecast_battery')}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
                    {money(-forecast.amounts.battery_discount)}
                  </Typography>
                </>
              )}
            </Box>
          </Box>
        ))}
        {noForecast.map((item) => (
          <Typography key={item.contract.name} data-testid={`overview-forecast-${item.contract.name}-none`}>
            {t('overview_forecast_no_readings', {
              contract: t(`overview_contract_${item.contract.type}`, { contract: item.contract.name }),
              date: formatShortDate(item.from, language),
            })}
          </Typography>
        ))}
      </Stack>
      {forecasts.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="overview-forecast-estimate">
          {t('overview_forecast_estimate')}
        </Typography>
      )}
    </OverviewCard>
  );
}
