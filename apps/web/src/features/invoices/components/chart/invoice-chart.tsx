import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CHART_HEIGHT,
  CHART_OTHERS_SERIES,
  formatMoney,
  formatMonth,
  invoiceChartHeight,
  invoiceChartSeries,
  type TInvoice,
} from '@portal/domain';
import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { ChartErrorBoundary } from '../../../../shared/ui/chart/chart-error-boundary.tsx';
import { visuallyHidden } from '../../../../shared/ui/visually-hidden.ts';
import { fillChartMonths } from '../../model/chart-months.ts';
import { invoiceChartOption, type TInvoiceChartLabels } from '../../model/invoice-chart-option.ts';
import { chartSummary } from '../../model/invoice-chart-summary.ts';
import { ChartDataTable } from './chart-data-table.tsx';

// ECharts comes in its own chunk, the first time a list with invoices is shown.
const EChartsBars = lazy(() => import('./echarts-bars.tsx'));

/** The figure with its caption: the chart, or the room it will take (InvoiceChartPlaceholder). */
function ChartFigure({ titleId, hidden, children }: { titleId?: string; hidden?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      aria-hidden={hidden ? 'true' : undefined}
      sx={{ m: 0, mb: 2 }}
      data-testid={hidden ? 'invoices-chart-placeholder' : 'invoices-chart'}
    >
      <Typography component="figcaption" id={titleId} variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('invoices_chart_title')}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The room the chart takes, held while the list loads: the chart comes with the list's answer and
 * its drawing after it, and the filters and the list under it must not move down then (no layout
 * shift: e2e/tests/layout-shift.spec.ts). Its caption and its drawing's height are the chart's
 * own, at any width; only a phone with more than six contracts draws it taller (invoiceChartHeight).
 * Hidden from assistive technology: it says nothing yet.
 */
export function InvoiceChartPlaceholder() {
  return (
    <ChartFigure hidden>
      <Skeleton variant="rectangular" height={CHART_HEIGHT} />
    </ChartFigure>
  );
}

/**
 * Invoices per contract (customer-area §2, §9): stacked bars of the amounts of the invoices on
 * screen, by month and contract. Screen readers get a summary as the drawing's name and the
 * figures in a table; a chart that fails to load leaves the list alone (§8: silent).
 */
export function InvoiceChart({ invoices }: { invoices: readonly TInvoice[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const titleId = useId();
  const data = useMemo(() => invoiceChartSeries(invoices), [invoices]);
  const labels = useMemo<TInvoiceChartLabels>(
    () => ({
      month: (month) => formatMonth(month, language),
      series: (name) => (name === CHART_OTHERS_SERIES ? t('invoices_chart_others') : name),
      euros: (amount) => formatMoney(amount, language),
    }),
    [language, t],
  );
  // The drawing has every month of the range (gaps where there are no invoices); the summary and
  // the table for screen readers name the months that have invoices.
  const option = useMemo(
    () => invoiceChartOption(fillChartMonths(data), labels, { narrow, animate: !reducedMotion }),
    [data, labels, narrow, reducedMotion],
  );
  if (data.months.length === 0) return null;
  const height = invoiceChartHeight(data.series.length, narrow);
  const title = t('invoices_chart_title');
  return (
    <ChartFigure titleId={titleId}>
      <Box role="img" aria-label={chartSummary(data, labels, t)} data-testid="invoices-chart-image">
        <ChartErrorBoundary>
          <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
            <EChartsBars option={option} height={height} />
          </Suspense>
        </ChartErrorBoundary>
      </Box>
      <Box sx={visuallyHidden}>
        <ChartDataTable data={data} labels={labels} caption={title} />
      </Box>
    </ChartFigure>
  );
}
