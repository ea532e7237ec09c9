import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TCchChartType } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/ui/fields/date-field.tsx';
import type { TCchUnit, TCchView, TMagnitude } from '../model/chart-options.ts';

export interface TRangeText {
  start: string;
  end: string;
}

/** The chart type's message key. */
export const chartTypeKey = (type: TCchChartType) => `consumption_type_${type.replace('-', '_')}`;

const fieldLabel = { display: 'block', typography: 'body2', fontWeight: 600, mb: 0.75, color: 'text.primary' } as const;
const nativeField = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.5,
  px: 1.5,
  py: 1,
  borderRadius: 1,
  border: '1px solid',
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

/**
 * What the chart shows: its type, the range (the shared DateField, in the portal's language, checked
 * as the customer types: customer-area §5), the series, kWh or €, last year beside, and for hours the view.
 */
export function ConsumptionControls(props: {
  types: readonly TCchChartType[];
  type: TCchChartType;
  onType: (type: TCchChartType) => void;
  range: TRangeText;
  onRange: (range: TRangeText) => void;
  problem: { key: string; days: number } | null;
  magnitudes: readonly TMagnitude[];
  shown: readonly TMagnitude[];
  onToggleMagnitude: (magnitude: TMagnitude) => void;
  unit: TCchUnit;
  onUnit: (unit: TCchUnit) => void;
  compare: boolean;
  onCompare: (compare: boolean) => void;
  /** null: the type has no other view than bars. */
  view: TCchView | null;
  onView: (view: TCchView) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { range, problem } = props;
  // The message goes under the field at fault: a text that is not a day, or else the end.
  const startAtFault = problem?.key === 'cch_invalid_date' && !/^\d{4}-\d{2}-\d{2}$/.test(range.start);
  const errorText = problem ? t(problem.key, { days: problem.days, count: problem.days }) : '';
  const dateField = (which: 'start' | 'end') => {
    const error = problem !== null && (which === 'start' ? startAtFault : !startAtFault);
    return (
      <Box sx={{ flex: '1 1 150px', minWidth: 0, maxWidth: { sm: 220 }, pt: 3.5 }}>
        <DateField
          id={`${id}-${which}`}
          label={t(which === 'start' ? 'consumption_start' : 'consumption_end')}
          value={range[which]}
          onChange={(day) => props.onRange({ ...range, [which]: day })}
          error={error ? errorText : undefined}
          testId={`consumption-${which}`}
          sx={{ width: '100%' }}
        />
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 150px', minWidth: 0, maxWidth: { sm: 220 } }}>
          <Box component="label" htmlFor={`${id}-type`} sx={fieldLabel}>
            {t('consumption_chart_type')}
          </Box>
          <Box
            component="select"
            id={`${id}-type`}
            value={props.type}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) => props.onType(event.target.value as TCchChartType)}
            data-testid="consumption-type"
            sx={{ ...nativeField, borderColor: '#767676' }}
          >
            {props.types.map((type) => (
              <option key={type} value={type}>
                {t(chartTypeKey(type))}
              </option>
            ))}
          </Box>
        </Box>
        {dateField('start')}
        {dateField('end')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={props.unit}
          onChange={(_, unit: TCchUnit | null) => unit && props.onUnit(unit)}
          aria-label={t('consumption_unit')}
          data-testid="consumption-unit"
        >
          <ToggleButton value="kwh" data-testid="consumption-unit-kwh">
            {t('consumption_unit_kwh')}
          </ToggleButton>
          <ToggleButton value="eur" data-testid="consumption-unit-eur">
            {t('consumption_unit_eur')}
          </ToggleButton>
        </ToggleButtonGroup>
        {props.magnitudes.length > 1 ? (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Box component="legend" sx={{ typography: 'body2', fontWeight: 600, float: 'left', mr: 1 }}>
              {t('consumption_series')}
            </Box>
            {props.magnitudes.map((magnitude) => (
              <FormControlLabel
                key={magnitude}
                label={t(`consumption_magnitude_${magnitude}`)}
                disabled={props.unit === 'eur'}
                control={
                  <Checkbox
                    size="small"
                    checked={props.shown.includes(magnitude)}
                    onChange={() => props.onToggleMagnitude(magnitude)}
                    slotProps={{ input: { 'data-testid': `consumption-series-${magnitude}` } as object }}
                  />
                }
              />
            ))}
          </Box>
        ) : null}
        <FormControlLabel
          label={t('consumption_compare')}
          control={
            <Checkbox
              size="small"
              checked={props.compare}
              onChange={(event) => props.onCompare(event.target.checked)}
              slotProps={{ input: { 'data-testid': 'consumption-compare' } as object }}
            />
          }
        />
      </Box>
      {props.view !== null ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={props.view}
          onChange={(_, view: TCchView | null) => view && props.onView(view)}
          aria-label={t('consumption_view')}
          data-testid="consumption-view"
          sx={{ flexWrap: 'wrap' }}
        >
          {(['bars', 'profile', 'heatmap'] as const).map((view) => (
            <ToggleButton key={view} value={view} data-testid={`consumption-view-${view}`}>
              {t(`consumption_view_${view}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
    </Box>
  );
}
