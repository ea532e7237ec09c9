import type { TInvoiceChartSeries } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { TInvoiceChartLabels } from '../../model/invoice-chart-option.ts';

/** The chart's figures as a table, for screen readers (the drawing itself is an image to them). */
export function ChartDataTable({ data, labels, caption }: { data: TInvoiceChartSeries; labels: TInvoiceChartLabels; caption: string }) {
  const { t } = useTranslation();
  return (
    <table data-testid="invoices-chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('invoices_chart_month')}</th>
          {data.series.map((series) => (
            <th scope="col" key={series.name}>
              {labels.series(series.name)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.months.map((month, index) => (
          <tr key={month}>
            <th scope="row">{labels.month(month)}</th>
            {data.series.map((series) => (
              <td key={series.name}>{labels.euros(series.values[index] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
