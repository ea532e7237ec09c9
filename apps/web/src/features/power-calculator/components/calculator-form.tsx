import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  APPLIANCE_KINDS,
  SIMULTANEITY_FACTORS,
  type TPowerCalculatorForm,
  type TPowerCalculatorFormInput,
  ZPowerCalculatorFormSchema,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { ApplianceCard } from './appliance-card.tsx';

const FACTOR_LABEL = {
  0.25: 'power_calculator_factor_few',
  0.4: 'power_calculator_factor_some',
  0.6: 'power_calculator_factor_many',
} as const;

const fieldsetSx = { border: 0, p: 0, m: 0, mt: 3, minWidth: 0 } as const;
const legendSx = { p: 0, mb: 1, typography: 'h6' } as const;

export interface TCalculatorFormProps {
  /** What the form holds: empty at first, the last values when the visitor comes back from the result. */
  values: TPowerCalculatorFormInput;
  onCalculate: (form: TPowerCalculatorForm, typed: TPowerCalculatorFormInput) => void;
}

/**
 * The calculator's form (visitor-and-shell §2.5, §5.2): CUPS, area, people, the simultaneity
 * factor (a radio group, 0.4 by default) and a card per appliance. Calculate is disabled until
 * something is typed and while the form is being submitted; the rules are the domain's schema.
 */
export function CalculatorForm({ values, onCalculate }: TCalculatorFormProps) {
  const { t } = useTranslation();
  const form = useForm<TPowerCalculatorFormInput, unknown, TPowerCalculatorForm>({
    resolver: zodResolver(ZPowerCalculatorFormSchema),
    defaultValues: values,
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const appliancesError = errors.appliances?.message;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('power_calculator_form_label')}
      onSubmit={form.handleSubmit((parsed) => onCalculate(parsed, form.getValues()))}
      data-testid="power-calculator-form"
    >
      <Typography variant="body1" sx={{ mb: 2 }}>
        {t('power_calculator_intro')}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <FormField form={form} name="cups" id="power-cups" label={t('power_calculator_cups')} required disabled={isSubmitting} />
        <FormField
          form={form}
          name="area"
          id="power-area"
          label={t('power_calculator_area')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          disabled={isSubmitting}
        />
        <FormField
          form={form}
          name="numPersones"
          id="power-people"
          label={t('power_calculator_people')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          disabled={isSubmitting}
        />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Box component="legend" sx={legendSx}>
          {t('power_calculator_factor_legend')}
        </Box>
        <Typography variant="body2" id="power-factor-hint" sx={{ mb: 0.5 }}>
          {t('power_calculator_factor_hint')}
        </Typography>
        <RadioGroup
          row
          name="cofSimul"
          value={String(form.watch('cofSimul'))}
          onChange={(event) => form.setValue('cofSimul', event.target.value, { shouldDirty: true })}
          aria-describedby="power-factor-hint"
        >
          {SIMULTANEITY_FACTORS.map((factor) => (
            <FormControlLabel
              key={factor}
              value={String(factor)}
              control={<Radio disabled={isSubmitting} slotProps={{ input: { 'data-testid': `factor-${factor}` } as object }} />}
              label={t(FACTOR_LABEL[factor])}
            />
          ))}
        </RadioGroup>
      </Box>
      <Box component="fieldset" sx={fieldsetSx} aria-describedby={appliancesError ? 'power-appliances-error' : undefined}>
        <Box component="legend" sx={legendSx}>
          {t('power_calculator_appliances_legend')}
        </Box>
        {appliancesError ? (
          <Alert severity="error" id="power-appliances-error" sx={{ mb: 1 }} data-testid="power-appliances-error">
            {messageText(t, appliancesError)}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' }}>
          {APPLIANCE_KINDS.map((kind) => (
            <ApplianceCard key={kind} kind={kind} form={form} disabled={isSubmitting} />
          ))}
        </Box>
      </Box>
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting} data-testid="power-calculate">
          {t('power_calculator_calculate')}
        </Button>
      </Box>
    </Box>
  );
}
