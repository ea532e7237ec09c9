import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPercent, formatPower, type TOptimalPower, type TPowerCalculatorForm } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { LeadForm } from '../../../shared/lead-form/lead-form.tsx';
import { useCreatePowerLead } from '../api/create-power-lead.ts';
import { usePowerAdvice } from '../api/get-power-advice.ts';
import { applianceWordKey } from '../model/appliance-words.ts';
import { powerLeadFields } from '../model/lead-fields.ts';
import { PowerAdvice } from './power-advice.tsx';

export interface TCalculatorResultProps {
  form: TPowerCalculatorForm;
  result: TOptimalPower;
  onBack: () => void;
}

/**
 * The result (visitor-and-shell §2.5, §4.4): the optimal power, what it means, the appliances it
 * counts, the registry's advice when it knows the CUPS, and the lead form, whose thank-you follows
 * the server's status OK. The heading takes the focus when the result appears, so a keyboard or
 * screen reader goes on from it.
 */
export function CalculatorResult({ form, result, onBack }: TCalculatorResultProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const advice = usePowerAdvice(form.cups, result.optimalPower);
  const mutation = useCreatePowerLead();
  useEffect(() => heading.current?.focus(), []);
  const counted = result.appliances.filter((appliance) => appliance.enabled);
  return (
    <Box data-testid="power-calculator-result">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }} data-testid="power-result-heading">
          {t('power_calculator_result_title')}
        </Typography>
        <Typography variant="h3" component="p" sx={{ my: 1, fontWeight: 600 }} data-testid="power-result-value">
          {formatPower(result.optimalPower, language)}
        </Typography>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {t('power_calculator_result_text')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('power_calculator_result_standard')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('power_calculator_result_factor', { factor: formatPercent(form.cofSimul, language) })}
        </Typography>
        <Box component="ul" sx={{ pl: 3, my: 1 }} aria-label={t('power_calculator_result_counted')}>
          {counted.map((appliance) => (
            <li key={appliance.name}>
              {t('power_calculator_result_line', {
                appliance: t(applianceWordKey(appliance.name)),
                power: formatPower(appliance.totalPower, language),
              })}
            </li>
          ))}
        </Box>
        {advice.data ? <PowerAdvice advice={advice.data} /> : null}
        <Button variant="outlined" sx={{ mt: 2 }} onClick={onBack} data-testid="power-back">
          {t('power_calculator_back')}
        </Button>
      </Paper>
      <LeadForm mutation={mutation} extra={powerLeadFields(form, result)} idPrefix="power-lead" title={t('power_calculator_lead_title')} />
    </Box>
  );
}
