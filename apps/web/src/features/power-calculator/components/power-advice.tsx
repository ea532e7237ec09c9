import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, formatPower, type TPowerAdvice } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/**
 * Beyond visitor-and-shell §2.5 (docs/power-calculator.md): the standard power we would set for
 * the optimal one and, when the registry knows the CUPS, the point's contracted power beside it
 * and what the change would save or cost per year at our current power prices, said to be an estimate.
 */
export function PowerAdvice({ advice }: { advice: TPowerAdvice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!advice.known) {
    // A point the registry lacks: only the standard power we would contract.
    if (advice.recommended_power_kw === null) return null;
    return (
      <Typography variant="body1" sx={{ mt: 2 }} data-testid="power-advice-recommended">
        {t('power_calculator_advice_recommended', { power: formatPower(advice.recommended_power_kw, language) })}
      </Typography>
    );
  }
  const contracted = advice.contracted_power_kw[0];
  const saving = advice.yearly_saving;
  return (
    <Box component="section" aria-labelledby="power-advice-title" sx={{ mt: 3 }} data-testid="power-advice">
      <Typography variant="h6" component="h3" id="power-advice-title">
        {t('power_calculator_advice_title')}
      </Typography>
      {contracted !== undefined ? (
        <Typography variant="body1" data-testid="power-advice-contracted">
          {t('power_calculator_advice_contracted', {
            power: formatPower(contracted, language),
            tariff: advice.access_tariff ?? '',
          })}
        </Typography>
      ) : null}
      {advice.comparison ? (
        <Typography variant="body1" data-testid="power-advice-comparison">
          {t(`power_calculator_advice_${advice.comparison}`)}
        </Typography>
      ) : null}
      {advice.recommended_power_kw !== null ? (
        <Typography variant="body1" data-testid="power-advice-recommended">
          {t('power_calculator_advice_recommended', { power: formatPower(advice.recommended_power_kw, language) })}
        </Typography>
      ) : null}
      {saving !== null && saving !== 0 ? (
        <Alert severity={saving > 0 ? 'success' : 'info'} sx={{ mt: 1 }} data-testid="power-advice-saving">
          {t(saving > 0 ? 'power_calculator_advice_saving' : 'power_calculator_advice_cost', {
            amount: formatMoney(Math.abs(saving), language),
            product: advice.product ?? '',
          })}
        </Alert>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }} color="text.secondary">
        {t('power_calculator_advice_estimate')}
      </Typography>
    </Box>
  );
}
