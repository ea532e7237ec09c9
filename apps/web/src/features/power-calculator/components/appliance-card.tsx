import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import {
  APPLIANCES,
  type TApplianceKind,
  type TPowerCalculatorForm,
  type TPowerCalculatorFormInput,
  WATER_HEATER_LITRES,
} from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { applianceWordKey } from '../model/appliance-words.ts';

type TCalculatorForm = UseFormReturn<TPowerCalculatorFormInput, unknown, TPowerCalculatorForm>;

/** The words of an option: what it measures and its unit. */
const OPTION_LABEL = {
  capacity: 'power_calculator_option_capacity',
  area: 'power_calculator_option_area',
  volume: 'power_calculator_option_volume',
} as const;

/**
 * One appliance's card (visitor-and-shell §2.5): its switch, and while it is on, how many (only
 * where the table allows several) and its option: the water heater's capacity, the heated area
 * (prefilled with the home's when switched on) or the pool's volume.
 */
export function ApplianceCard({ kind, form, disabled }: { kind: TApplianceKind; form: TCalculatorForm; disabled: boolean }) {
  const { t } = useTranslation();
  const appliance = APPLIANCES[kind];
  const base = `appliances.${kind}` as const;
  const enabled = form.watch(`${base}.enabled`);
  const errorOf = (field: 'quantity' | 'option') => form.formState.errors.appliances?.[kind]?.[field]?.message;
  const name = t(applianceWordKey(kind));
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`appliance-${kind}`}>
      <FormControlLabel
        sx={{ m: 0, width: '100%', justifyContent: 'space-between', gap: 1 }}
        labelPlacement="start"
        label={name}
        control={
          <Switch
            name={`${base}.enabled`}
            checked={enabled}
            onChange={(event) => {
              form.setValue(`${base}.enabled`, event.target.checked, { shouldDirty: true });
              // The heated area starts as the home's: most people heat all of it.
              if (event.target.checked && appliance.option === 'area' && !form.getValues(`${base}.option`))
                form.setValue(`${base}.option`, String(form.getValues('area') ?? ''));
            }}
            disabled={disabled}
            slotProps={{ input: { 'data-testid': `switch-${kind}` } as object }}
          />
        }
      />
      {enabled ? (
        <Box sx={{ display: 'grid', columnGap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))' }}>
          {appliance.multiples ? (
            <TextInput
              id={`${kind}-quantity`}
              label={t('power_calculator_quantity', { appliance: name })}
              registration={form.register(`${base}.quantity`)}
              errorKey={errorOf('quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              disabled={disabled}
              testId={`quantity-${kind}`}
            />
          ) : null}
          {appliance.option === 'capacity' ? (
            <TextInput
              id={`${kind}-option`}
              label={t(OPTION_LABEL.capacity, { appliance: name })}
              registration={form.register(`${base}.option`)}
              errorKey={errorOf('option')}
              select
              disabled={disabled}
              testId={`option-${kind}`}
            >
              {WATER_HEATER_LITRES.map((litres) => (
                <option key={litres} value={String(litres)}>
                  {t('power_calculator_litres', { litres })}
                </option>
              ))}
            </TextInput>
          ) : appliance.option ? (
            <TextInput
              id={`${kind}-option`}
              label={t(OPTION_LABEL[appliance.option], { appliance: name })}
              registration={form.register(`${base}.option`)}
              errorKey={errorOf('option')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              disabled={disabled}
              testId={`option-${kind}`}
            />
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
