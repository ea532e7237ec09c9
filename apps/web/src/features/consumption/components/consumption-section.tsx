import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CCH_DATA_LAG_DAYS,
  CCH_DOWNLOAD_TYPES,
  CCH_MAX_DAYS,
  cchRangeProblem,
  defaultCchRange,
  drillDown,
  formatShortDate,
  type TCchChartType,
  type TContract,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSUMPTION_ANCHOR } from '../../../shared/contract/contract-page.ts';
import { DetailSection } from '../../../shared/contract/detail-section.tsx';
import { useCataloguePart } from '../../../shared/i18n/use-catalogue-part.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCchChart } from '../api/get-cch-chart.ts';
import type { TCchBucket } from '../model/cch-buckets.ts';
import { availableMagnitudes, hasNoData, type TCchUnit, type TCchView, type TMagnitude } from '../model/chart-options.ts';
import { consumptionChartTypes, localToday } from '../model/consumption-types.ts';
import { ChartPlaceholder } from './chart-placeholder.tsx';
import { ConsumptionChart } from './consumption-chart.tsx';
import { ConsumptionControls, type TRangeText } from './consumption-controls.tsx';
import { ConsumptionDownloads } from './consumption-downloads.tsx';

/**
 * The consumption section of the contract detail (customer-area §1, §2 "consumption", §4, §5,
 * §8, §9), the target of `#consumption`. Its messages are in the contracts
 * catalogue part, which the page loads; the section itself (and its id) is there from the
 * first render, so the hash finds it at once.
 */
export function ConsumptionSection({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const ready = useCataloguePart('consumption');
  return (
    <DetailSection id={CONSUMPTION_ANCHOR} title={ready ? t('consumption_title') : ''} testId="contract-consumption">
      {ready ? <ConsumptionPanel contract={contract} /> : <Spinner label={t('app_loading')} />}
    </DetailSection>
  );
}

function ConsumptionPanel({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const types = consumptionChartTypes(contract);
  const [today] = useState(localToday);
  const [type, setType] = useState<TCchChartType>('monthly');
  // What the customer typed, kept as typed: an invalid range shows its message and sends nothing.
  const [range, setRange] = useState<TRangeText>(() => defaultCchRange('monthly', today));
  const [unit, setUnit] = useState<TCchUnit>('kwh');
  const [hidden, setHidden] = useState<ReadonlySet<TMagnitude>>(() => new Set(['reactive']));
  const [compare, setCompare] = useState(false);
  const [view, setView] = useState<TCchView>('bars');
  const problem = cchRangeProblem(type, range);
  const chart = useCchChart({ contractName: contract.name, type, start: range.start, end: range.end, compare }, problem === null);
  const data = chart.data;
  const hourly = type === 'hourly' || type === 'quarter-hourly';

  const changeType = (next: TCchChartType) => {
    setType(next);
    setRange(defaultCchRange(next, today));
    if (next !== 'hourly' && next !== 'quarter-hourly') setView('bars');
  };

  // A month's bar opens its days, a day's its hours (domain drillDown); gas has no hours.
  const drill = (bucket: TCchBucket) => {
    const next = drillDown(type, type === 'monthly' ? bucket.month : bucket.day, today);
    if (!next || !types.includes(next.type)) return;
    setType(next.type);
    setRange(next.range);
    setView('bars');
  };
  const drillHint =
    type === 'monthly' ? 'consumption_drill_months' : type === 'daily' && types.includes('hourly') ? 'consumption_drill_days' : null;

  const available = data ? availableMagnitudes(data) : (['active'] as TMagnitude[]);
  const shown = available.filter((magnitude) => !hidden.has(magnitude));
  const lastReading = data?.curve.lastReading;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <ConsumptionControls
        types={types}
        type={type}
        onType={changeType}
        range={range}
        onRange={setRange}
        problem={problem === null ? null : { key: problem, days: CCH_MAX_DAYS[type] }}
        magnitudes={contract.type === 'gas' ? [] : available}
        shown={shown}
        onToggleMagnitude={(magnitude) =>
          setHidden((before) => {
            const next = new Set(before);
            if (next.has(magnitude)) next.delete(magnitude);
            else next.add(magnitude);
            return next;
          })
        }
        unit={unit}
        onUnit={setUnit}
        compare={compare}
        onCompare={setCompare}
        view={hourly ? view : null}
        onView={setView}
      />
      {unit === 'eur' ? (
        <Typography variant="body2" color="text.secondary" data-testid="consumption-cost-note">
          {t('consumption_cost_note')}
        </Typography>
      ) : null}
      {problem !== null ? null : data === undefined ? (
        // A failed load is silent (customer-area §8): no alert, no chart.
        chart.isError ? null : (
          <ChartPlaceholder height={500} testId="consumption-loading" />
        )
      ) : hasNoData(data) ? (
        <Alert severity="info" data-testid="consumption-no-data">
          {t('contract_cch_chart_no_data')}
        </Alert>
      ) : unit === 'eur' && data.cost === null ? (
        <Alert severity="info" data-testid="consumption-no-cost">
          {t('consumption_cost_unavailable')}
        </Alert>
      ) : (
        <ConsumptionChart
          data={data}
          gas={contract.type === 'gas'}
          tariff={contract.tariff.name}
          unit={unit}
          magnitudes={shown}
          compare={compare}
          view={hourly && data.curve.type === type ? view : 'bars'}
          onBucket={drillHint ? drill : undefined}
        />
      )}
      {drillHint && data !== undefined && !hasNoData(data) ? (
        <Typography variant="body2" color="text.secondary" data-testid="consumption-drill-hint">
          {t(drillHint)}
        </Typography>
      ) : null}
      {data !== undefined ? (
        <Typography variant="body2" color="text.secondary" data-testid="consumption-lag">
          {lastReading
            ? t('consumption_readings_until', {
                date: formatShortDate(lastReading, language),
                days: CCH_DATA_LAG_DAYS,
                count: CCH_DATA_LAG_DAYS,
              })
            : t('consumption_no_readings_yet', { days: CCH_DATA_LAG_DAYS, count: CCH_DATA_LAG_DAYS })}
        </Typography>
      ) : null}
      {(CCH_DOWNLOAD_TYPES as readonly string[]).includes(type) ? (
        <ConsumptionDownloads
          contractName={contract.name}
          type={type as (typeof CCH_DOWNLOAD_TYPES)[number]}
          range={range}
          disabled={problem !== null}
        />
      ) : null}
    </Box>
  );
}
