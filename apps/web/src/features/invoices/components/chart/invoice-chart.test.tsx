import '../../../../test/dom.ts';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../../../shared/ui/responsive-list/match-media-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import type { TInvoiceChartOption } from '../../model/invoice-chart-option.ts';
import { invoiceFixture, useEnglishInvoices } from '../../test/invoice-fixture.ts';
import { InvoiceChart } from './invoice-chart.tsx';

// The drawing itself is ECharts' (covered by the list's test); here the months it is told to show.
vi.mock('./echarts-bars.tsx', () => ({
  default: ({ option }: { option: TInvoiceChartOption }) => {
    const axis = (option.xAxis as { data: string[] }).data;
    const [zoom] = (option.dataZoom ?? []) as { startValue: number; endValue: number }[];
    return <p data-testid="chart-window">{zoom ? `${axis[zoom.startValue]}–${axis[zoom.endValue]}` : `${axis[0]}–${axis.at(-1)}`}</p>;
  },
}));

beforeAll(useEnglishInvoices);
afterEach(() => vi.unstubAllGlobals());

// A closed contract's last invoice in January 2023, then a new contract billed monthly from November 2024 to October 2026.
const invoices = [
  invoiceFixture({ id: 1, date: '2023-01-05', contract: { name: 'C0871', type: 'electricity' } }),
  ...Array.from({ length: 24 }, (_, i) =>
    invoiceFixture({ id: 100 + i, date: `${2024 + Math.floor((i + 10) / 12)}-${String(((i + 10) % 12) + 1).padStart(2, '0')}-05` }),
  ),
];

describe('the invoice chart opens on months that have invoices', () => {
  it('on a wide screen: from the first month with an invoice among the newest 36, not twelve empty months before it', async () => {
    stubScreenWidth(1366);
    renderWithApp(<InvoiceChart invoices={invoices} />);
    expect((await screen.findByTestId('chart-window')).textContent).toBe('Nov 2024–Oct 2026');
  });

  it('on a phone: the newest 12 months', async () => {
    stubScreenWidth(390);
    renderWithApp(<InvoiceChart invoices={invoices} />);
    expect((await screen.findByTestId('chart-window')).textContent).toBe('Nov 2025–Oct 2026');
  });

  it('without a gap it shows them all', async () => {
    stubScreenWidth(1366);
    renderWithApp(<InvoiceChart invoices={invoices.slice(1)} />);
    expect((await screen.findByTestId('chart-window')).textContent).toBe('Nov 2024–Oct 2026');
  });
});
