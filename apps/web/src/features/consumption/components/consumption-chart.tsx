import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatEnergy,
  formatMoney,
  formatMonth,
  formatNumber,
  formatQuantity,
  formatShortDate,
  localeFormat,
  type TCchChartV2,
} from '@portal/domain';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodLabel } from '../../../shared/contract/period-label.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ChartErrorBoundary } from '../../../shared/ui/chart/chart-error-boundary.tsx';
import { bucketLabel, curveBuckets, hourTicks, type TCchBucket } from '../model/cch-buckets.ts';
import {
  barSeries,
  barsOption,
  consumptionChartHeight,
  heatMapHeight,
  heatMapOption,
  profileOption,
  type TCchUnit,
  type TCchView,
  type TConsumptionLabels,
  type TMagnitude,
} from '../model/chart-options.ts';
import { dayProfile, hourReadings, monthHeatMap, readingMonths } from '../model/hourly-views.ts';
import { ChartPlaceholder } from './chart-placeholder.tsx';
import { chartTypeKey } from './consumption-controls.tsx';

// ECharts comes in its own chunk, the first time a chart has data to draw.
const ConsumptionECharts = lazy(() => import('./consumption-echarts.tsx'));

const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * One drawn view of the answer: bars (energy or cost), the average day, or the heat map of a
 * month. Screen readers get what it shows as the drawing's name; a drawing that fails to load
 * leaves the rest of the page alone (customer-area §8: silent).
 */
export function ConsumptionChart({
  data,
  gas,
  tariff,
  unit,
  magnitudes,
  compare,
  view,
  onBucket,
}: {
  data: TCchChartV2;
  gas: boolean;
  /** The contract's access tariff: it names the periods (periodLabel). */
  tariff: string;
  unit: TCchUnit;
  magnitudes: readonly TMagnitude[];
  compare: boolean;
  view: TCchView;
  /** A bar was chosen (a month or a day to drill into). */
  onBucket?: (bucket: TCchBucket) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const animate = !useMediaQuery('(prefers-reduced-motion: reduce)');
  const monthId = useId();
  const { curve } = data;
  const buckets = useMemo(() => curveBuckets(curve), [curve]);
  const readings = useMemo(() => {
    const active = data.magnitudes.elements.find((element) => element.magnitude === 'active');
    return view === 'bars' || !active ? [] : hourReadings(buckets, active.values);
  }, [buckets, data, view]);
  const months = useMemo(() => readingMonths(readings), [readings]);
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const month = chosenMonth && months.includes(chosenMonth) ? chosenMonth : (months[months.length - 1] ?? curve.start.slice(0, 7));
  const first = buckets[0]?.day ?? '';
  const last = buckets[buckets.length - 1]?.day ?? '';

  const { option, height, summary } = useMemo(() => {
    const energy = (value: number, magnitude: TMagnitude = 'active') =>
      magnitude === 'reactive' ? formatQuantity(value, 'kvarh', language) : formatEnergy(value, language);
    const number = (value: number) => formatNumber(value, language, { maxDecimals: 2 });
    const hour = (h: number) => localeFormat(language).time(h, 0);
    if (view === 'profile') {
      const labels = { weekday: t('consumption_profile_weekday'), weekend: t('consumption_profile_weekend'), hour, energy, number };
      return {
        option: profileOption(dayProfile(readings), labels, { narrow, animate }),
        height: 500,
        summary: t('consumption_profile_summary', { start: formatShortDate(first, language), end: formatShortDate(last, language) }),
      };
    }
    if (view === 'heatmap') {
      const labels = { day: (day: string) => formatShortDate(day, language), hour, energy, number };
      const map = monthHeatMap(readings, month);
      return {
        option: heatMapOption(map, labels, { narrow, animate }),
        height: heatMapHeight(map.days.length, narrow),
        summary: t('consumption_heatmap_summary', { month: formatMonth(month, language) }),
      };
    }
    const labels: TConsumptionLabels = {
      buckets: buckets.map((bucket) => bucketLabel(bucket, curve.type, language)),
      magnitude: (magnitude) => t(gas && magnitude === 'active' ? 'consumption_magnitude_gas' : `consumption_magnitude_${magnitude}`),
      ...(curve.type === 'hourly' || curve.type === 'quarter-hourly' ? { ticks: hourTicks(buckets, language) } : {}),
      period: (period) => periodLabel(t, tariff, period, 'energy'),
      previousYear: (name) => t('consumption_previous_year', { name }),
      estimated: t('consumption_estimated'),
      energy,
      euros: (value) => formatMoney(value, language),
      number,
      unit: unit === 'eur' ? '€' : 'kWh',
    };
    const settings = { unit, magnitudes, compare, narrow, animate };
    const active = data.magnitudes.elements.find((element) => element.magnitude === 'active');
    const total =
      unit === 'eur' ? formatMoney(sum(data.cost?.values ?? []) / 100, language) : formatEnergy(sum(active?.values ?? []) / 1000, language);
    return {
      option: barsOption(data, settings, labels),
      height: consumptionChartHeight(barSeries(data, settings, labels).length, narrow),
      summary: t('consumption_chart_summary', {
        chart: t(chartTypeKey(curve.type)),
        start: labels.buckets[0] ?? '',
        end: labels.buckets[labels.buckets.length - 1] ?? '',
        total,
      }),
    };
  }, [view, readings, month, buckets, curve, data, unit, magnitudes, compare, narrow, animate, language, t, gas, tariff, first, last]);

  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} data-testid="consumption-chart" data-view={view}>
      {view === 'heatmap' && months.length > 1 ? (
        <Box sx={{ mb: 1 }}>
          <Box component="label" htmlFor={monthId} sx={{ typography: 'body2', fontWeight: 600, mr: 1 }}>
            {t('consumption_heatmap_month')}
          </Box>
          <select id={monthId} value={month} onChange={(event) => setMonth(event.target.value)} data-testid="consumption-heatmap-month">
            {months.map((m) => (
              <option key={m} value={m}>
                {formatMonth(m, language)}
              </option>
            ))}
          </select>
        </Box>
      ) : null}
      <Box role="img" aria-label={summary} data-testid="consumption-chart-image">
        <ChartErrorBoundary>
          <Suspense fallback={<ChartPlaceholder height={height} />}>
            <ConsumptionECharts
              option={option}
              height={height}
              onBucket={
                view === 'bars' && onBucket
                  ? (index) => {
                      const bucket = buckets[index];
                      if (bucket) onBucket(bucket);
                    }
                  : undefined
              }
            />
          </Suspense>
        </ChartErrorBoundary>
      </Box>
    </Box>
  );
}
