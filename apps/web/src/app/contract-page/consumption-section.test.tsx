import '../../test/dom.ts';
import { defaultCchRange } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cchChartFixture, type TCchFixtureOptions } from '../../test/cch-fixture.ts';
import { contractFixture, gasContractFixture, pathOf, queryOf } from '../../test/contract-fixture.ts';
import { jsonResponse, type TFetchCall } from '../../test/fetch-stub.ts';
import { useEnglish } from '../../test/render.tsx';
import { blobResponse, captureDownloads, showContract } from './test/detail-harness.tsx';

// The drawing itself is ECharts' (tested in the browser): here it shows what it was asked to draw.
vi.mock('../../features/consumption/components/consumption-echarts.tsx', () => ({
  default: ({
    option,
    height,
    onBucket,
  }: {
    option: { series?: Array<{ name?: string; data?: unknown[] }> };
    height: number;
    onBucket?: (index: number) => void;
  }) => (
    <>
      <pre data-testid="consumption-chart-canvas" data-height={height}>
        {JSON.stringify(
          (option.series ?? []).map((s) => ({
            name: s.name,
            data: (s.data ?? []).map((d) => (d !== null && typeof d === 'object' && 'value' in d ? d.value : d)),
          })),
        )}
      </pre>
      {/* A click on a bar, as ECharts reports it: the bucket's index. */}
      {onBucket
        ? (option.series?.[0]?.data ?? []).map((_, index) => (
            <button key={index} type="button" data-testid={`bar-${index}`} onClick={() => onBucket(index)} />
          ))
        : null}
    </>
  ),
}));

const TODAY = '2025-06-18';
const drawn = async () =>
  JSON.parse((await screen.findByTestId('consumption-chart-canvas')).textContent ?? '[]') as Array<{ name: string; data: unknown[] }>;
const chartCalls = (calls: TFetchCall[]) => calls.filter((call) => pathOf(call).includes('/cch/chart/'));

/** The detail page answering the chart call from the domain's chartSeries over the asked range. */
function showConsumption(
  options: TCchFixtureOptions & { fail?: boolean; contract?: ReturnType<typeof contractFixture>; route?: string } = {},
) {
  const contract = options.contract ?? contractFixture();
  return showContract(contract, {
    route: options.route,
    handle: (call) => {
      const path = pathOf(call);
      const match = /\/api\/v2\/contracts\/[^/]+\/cch\/chart\/([a-z-]+)\/$/.exec(path);
      if (!match) return undefined;
      if (options.fail) return jsonResponse(500, { code: 'server_error', message: 'x' });
      const query = queryOf(call);
      const type = match[1] as 'monthly' | 'daily' | 'hourly' | 'quarter-hourly';
      return jsonResponse(
        200,
        cchChartFixture(type, { start: query.start!, end: query.end! }, { ...options, previousYear: query.compare === 'previous_year' }),
      );
    },
  });
}

beforeAll(useEnglish);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 18, 12, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('consumption section (customer-area §1, §4, §5, §8, §9)', () => {
  it('drills from a month into its days, and from a day into its hours', async () => {
    const { calls } = showConsumption({ lastReading: '2025-06-15' });
    expect(await screen.findByTestId('consumption-drill-hint')).toHaveProperty(
      'textContent',
      'Select a month in the chart to see its days.',
    );
    fireEvent.click(await screen.findByTestId('bar-0'));
    await waitFor(() => expect(chartCalls(calls).map((call) => pathOf(call).split('/').at(-2))).toContain('daily'));
    const daily = chartCalls(calls).find((call) => pathOf(call).includes('/daily/'))!;
    expect(queryOf(daily)).toMatchObject({ start: '2024-07-01', end: '2024-07-31' });
    expect(await screen.findByTestId('consumption-drill-hint')).toHaveProperty(
      'textContent',
      'Select a day in the chart to see its hours.',
    );
    fireEvent.click(await screen.findByTestId('bar-2'));
    await waitFor(() => expect(chartCalls(calls).some((call) => pathOf(call).includes('/hourly/'))).toBe(true));
    const hourly = chartCalls(calls).find((call) => pathOf(call).includes('/hourly/'))!;
    expect(queryOf(hourly)).toMatchObject({ start: '2024-07-03', end: '2024-07-03' });
    await waitFor(() => expect(screen.queryByTestId('consumption-drill-hint')).toBeNull());
  });

  it('opens on the monthly chart of the last 12 months, stacked by tariff period, and says where readings end', async () => {
    const { calls } = showConsumption({ lastReading: '2025-06-15' });
    const section = await screen.findByTestId('contract-consumption');
    expect(section.id).toBe('consumption');
    expect(await within(section).findByRole('heading', { name: 'Consumption' })).toBeTruthy();
    const series = await drawn();
    expect(series.map((s) => s.name)).toEqual(['Peak', 'Standard', 'Off-peak']);
    expect(series[0]!.data).toHaveLength(12);
    const [call] = chartCalls(calls);
    expect(pathOf(call!)).toBe('/api/v2/contracts/C1001/cch/chart/monthly/');
    expect(queryOf(call!)).toEqual(defaultCchRange('monthly', TODAY));
    expect(screen.getByTestId('consumption-lag').textContent).toBe('Readings up to 06/15/2025; they arrive about 3 days later.');
    expect(screen.getByTestId('consumption-chart-image').getAttribute('aria-label')).toMatch(
      /^Monthly, from Jul 2024 to Jun 2025: [\d,]+\skWh in total\.$/,
    );
  });

  it('switches type: daily, then hourly, each on its default range; no quarter-hourly for 2.0TD', async () => {
    const { calls } = showConsumption();
    await drawn();
    const select = screen.getByTestId('consumption-type') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['monthly', 'daily', 'hourly']);
    fireEvent.change(select, { target: { value: 'daily' } });
    await waitFor(() => expect(chartCalls(calls).map((c) => pathOf(c))).toContain('/api/v2/contracts/C1001/cch/chart/daily/'));
    expect((screen.getByTestId('consumption-start') as HTMLInputElement).value).toBe('06/01/2025');
    fireEvent.change(select, { target: { value: 'hourly' } });
    await waitFor(() => expect(chartCalls(calls).map((c) => pathOf(c))).toContain('/api/v2/contracts/C1001/cch/chart/hourly/'));
    await waitFor(async () => expect((await drawn())[0]!.data).toHaveLength(24));
    expect(queryOf(chartCalls(calls).at(-1)!)).toEqual({ start: '2025-06-15', end: '2025-06-15' });
    expect(screen.getByTestId('consumption-download-csv')).toBeTruthy();
  });

  it('a 3.0TD contract offers quarter-hourly; gas only monthly and daily, without series toggles', async () => {
    const first = showConsumption({ contract: contractFixture({ tariff: { name: '3.0TD' } }), tariff: '3.0TD' });
    await drawn();
    expect([...(screen.getByTestId('consumption-type') as HTMLSelectElement).options].map((o) => o.value)).toContain('quarter-hourly');
    first.unmount();
    showConsumption({ contract: gasContractFixture() });
    await screen.findByTestId('consumption-type');
    expect([...(screen.getByTestId('consumption-type') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['monthly', 'daily']);
    expect(screen.queryByTestId('consumption-series-active')).toBeNull();
  });

  it('an invalid range shows cch_invalid_date under the field, keeps what was typed and sends no request', async () => {
    const { calls } = showConsumption();
    await drawn();
    const before = chartCalls(calls).length;
    fireEvent.change(screen.getByTestId('consumption-end'), { target: { value: '01/01/2024' } });
    expect((await screen.findByTestId('consumption-end-error')).textContent).toBe(
      'Enter a valid date. The start cannot be later than the end.',
    );
    expect(screen.getByTestId('consumption-end').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('consumption-end') as HTMLInputElement).value).toBe('01/01/2024');
    fireEvent.change(screen.getByTestId('consumption-start'), { target: { value: '' } });
    expect((await screen.findByTestId('consumption-start-error')).textContent).toMatch(/valid date/);
    expect(screen.queryByTestId('consumption-chart')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chartCalls(calls)).toHaveLength(before);
    // Fixed: the request goes out again.
    fireEvent.change(screen.getByTestId('consumption-start'), { target: { value: '06/01/2023' } });
    await waitFor(() => expect(chartCalls(calls)).toHaveLength(before + 1));
    expect(queryOf(chartCalls(calls).at(-1)!)).toEqual({ start: '2023-06-01', end: '2024-01-01' });
  });

  it('a range too long for hours says so', async () => {
    showConsumption();
    await drawn();
    fireEvent.change(screen.getByTestId('consumption-type'), { target: { value: 'hourly' } });
    fireEvent.change(screen.getByTestId('consumption-start'), { target: { value: '01/01/2023' } });
    expect((await screen.findByTestId('consumption-end-error')).textContent).toBe(
      'This range is too long for this chart: choose at most 366 days.',
    );
  });

  it('says contract_cch_chart_no_data when every value is null', async () => {
    showConsumption({
      active: () => 0,
      missing: Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2024, 5, 1 + i)).toISOString().slice(0, 10)),
    });
    expect((await screen.findByTestId('consumption-no-data')).textContent).toBe('There is no consumption data for this period.');
    expect(screen.queryByTestId('consumption-chart')).toBeNull();
  });

  it('switches between kWh and € (cents to euros, labelled as an estimate of the energy term)', async () => {
    showConsumption({ centsPerWh: 0.02 });
    const kwh = await drawn();
    expect(screen.queryByTestId('consumption-cost-note')).toBeNull();
    fireEvent.click(screen.getByTestId('consumption-unit-eur'));
    expect((await screen.findByTestId('consumption-cost-note')).textContent).toMatch(
      /energy term only: fixed terms and taxes are not included/,
    );
    await waitFor(async () => expect((await drawn())[0]!.data[0]).not.toBe(kwh[0]!.data[0]));
    const euros = await drawn();
    // 1 kWh = 1000 Wh at 0.02 cents a Wh is 20 cents, 0.2 €.
    expect(euros[0]!.data[0] as number).toBeCloseTo(((kwh[0]!.data[0] as number) * 1000 * 0.02) / 100, 1);
    expect(screen.getByTestId('consumption-chart-image').getAttribute('aria-label')).toMatch(/€/);
    fireEvent.click(screen.getByTestId('consumption-unit-kwh'));
    await waitFor(async () => expect((await drawn())[0]!.data[0]).toBe(kwh[0]!.data[0]));
  });

  it('asks for last year and draws it beside; estimated buckets get a legend entry', async () => {
    const { calls } = showConsumption({ estimated: [11] });
    expect((await drawn()).map((s) => s.name)).toContain('Estimated reading');
    fireEvent.click(screen.getByTestId('consumption-compare'));
    await waitFor(() => expect(queryOf(chartCalls(calls).at(-1)!).compare).toBe('previous_year'));
    await waitFor(async () => expect((await drawn()).map((s) => s.name)).toContain('Active energy, last year'));
  });

  it('hourly data also shows the average day and the heat map of a month', async () => {
    showConsumption();
    await drawn();
    fireEvent.change(screen.getByTestId('consumption-type'), { target: { value: 'hourly' } });
    fireEvent.change(await screen.findByTestId('consumption-start'), { target: { value: '05/01/2025' } });
    fireEvent.click(await screen.findByTestId('consumption-view-profile'));
    await waitFor(async () => expect((await drawn()).map((s) => s.name)).toEqual(['Weekday', 'Weekend']));
    expect((await drawn())[0]!.data).toHaveLength(24);
    fireEvent.click(screen.getByTestId('consumption-view-heatmap'));
    await waitFor(() => expect(screen.getByTestId('consumption-chart').getAttribute('data-view')).toBe('heatmap'));
    expect((screen.getByTestId('consumption-heatmap-month') as HTMLSelectElement).value).toBe('2025-06');
    expect(screen.getByTestId('consumption-chart-image').getAttribute('aria-label')).toBe(
      'Consumption of each hour of each day of Jun 2025.',
    );
  });

  it('a failed chart load is silent: no alert, no chart', async () => {
    const { calls } = showConsumption({ fail: true });
    await waitFor(() => expect(chartCalls(calls).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByTestId('consumption-loading')).toBeNull());
    const section = screen.getByTestId('contract-consumption');
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('consumption-chart')).toBeNull();
  });

  it('downloads the hourly readings as CSV and Excel; a failed download says so and tries again', async () => {
    const downloads = captureDownloads();
    let fail = false;
    const contract = contractFixture();
    const { calls } = showContract(contract, {
      handle: (call) => {
        const path = pathOf(call);
        if (path === '/api/v2/contracts/C1001/cch/chart/hourly/' || path === '/api/v2/contracts/C1001/cch/chart/monthly/') {
          const query = queryOf(call);
          return jsonResponse(
            200,
            cchChartFixture(path.includes('hourly') ? 'hourly' : 'monthly', { start: query.start!, end: query.end! }),
          );
        }
        if (path === '/api/v1/contracts/C1001/cch/download/hourly/') {
          if (fail) return jsonResponse(500, { code: 'x', message: 'x' });
          return queryOf(call).format === 'xlsx'
            ? blobResponse('xlsx', 'consum.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            : blobResponse('a;b\n', 'consum.csv', 'text/csv');
        }
        return undefined;
      },
    });
    fireEvent.change(await screen.findByTestId('consumption-type'), { target: { value: 'hourly' } });
    fireEvent.click(await screen.findByTestId('consumption-download-csv'));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['consum.csv']));
    const download = calls.find((call) => pathOf(call).includes('/cch/download/'))!;
    expect(queryOf(download)).toEqual({ start: '2025-06-15', end: '2025-06-15', format: 'csv', lang: 'en-US' });
    await waitFor(() => expect((screen.getByTestId('consumption-download-xlsx') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('consumption-download-xlsx'));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['consum.csv', 'consum.xlsx']));
    fail = true;
    await waitFor(() => expect((screen.getByTestId('consumption-download-csv') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('consumption-download-csv'));
    await waitFor(() => expect((screen.getByTestId('consumption-download-csv') as HTMLButtonElement).disabled).toBe(false));
    expect(downloads.saved).toHaveLength(2);
    const failure = await screen.findByTestId('consumption-download-error');
    expect(failure.textContent).toContain('The readings file (CSV) could not be downloaded: nothing was saved.');
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['consum.csv', 'consum.xlsx', 'consum.csv']));
    expect(screen.queryByTestId('consumption-download-error')).toBeNull();
    const retried = calls.filter((call) => pathOf(call).includes('/cch/download/')).at(-1)!;
    expect(queryOf(retried)).toMatchObject({ format: 'csv' });
  });

  it('names the 2.0TD periods peak, standard and off-peak in the legend', async () => {
    showConsumption();
    expect((await drawn()).map((s) => s.name)).toEqual(['Peak', 'Standard', 'Off-peak']);
  });

  it('keeps P1…P6 for a 3.0TD contract', async () => {
    showConsumption({ tariff: '3.0TD', contract: contractFixture({ tariff: { name: '3.0TD' } }) });
    expect((await drawn()).map((s) => s.name)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
  });
});
