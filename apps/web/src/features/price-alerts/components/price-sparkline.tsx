import Box from '@mui/material/Box';
import { formatShortDate, formatUnitPrice, type TSettlementPrice } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { sparkline } from '../model/sparkline.ts';

const WIDTH = 120;
const HEIGHT = 32;

/**
 * The product's recent settlements as a small line and the alert's price as a dashed level: an
 * inline SVG of a few hundred bytes rather than the consumption chart's ECharts, for a picture
 * this small. Named for assistive technology by what it shows: the first and last day and price.
 */
export function PriceSparkline({ prices, alertPrice }: { prices: readonly TSettlementPrice[]; alertPrice: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const line = sparkline(prices, alertPrice, WIDTH, HEIGHT);
  const first = prices[0];
  const last = prices[prices.length - 1];
  if (!line || !first || !last) return null;
  const label = t('price_alerts_chart_label', {
    from: formatShortDate(first.day, language),
    to: formatShortDate(last.day, language),
    first: formatUnitPrice(first.price, 'MWh', language),
    last: formatUnitPrice(last.price, 'MWh', language),
  });
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      data-testid="price-alert-chart"
      sx={{ display: 'block' }}
    >
      <title>{label}</title>
      {line.thresholdY !== undefined ? (
        <line
          x1={0}
          x2={WIDTH}
          y1={line.thresholdY}
          y2={line.thresholdY}
          stroke="currentColor"
          strokeOpacity={0.55}
          strokeDasharray="3 3"
        />
      ) : null}
      <Box component="polyline" points={line.points} fill="none" strokeWidth={1.6} sx={{ stroke: (theme) => theme.palette.primary.main }} />
    </Box>
  );
}
