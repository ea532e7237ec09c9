import '../../../test/dom.ts';
import { payInvoiceAction, readAnswerAction, seeInvoiceAction, type TOverview } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { authActions } from '../../../shared/session/auth-store.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import OverviewPage from './overview-page.tsx';

const OVERVIEW: TOverview = {
  today: '2026-11-29',
  debt: {
    total: 80.92,
    payable: 56.01,
    invoices: [
      {
        id: 170,
        number: 'FE26000149',
        kind: 'electricity',
        contract_name: '0001001',
        date: '2026-11-05',
        start_date: '2026-10-01',
        end_date: '2026-10-31',
        amount_total: 56.01,
        amount_pending: 56.01,
        paid_status: 'pending_transfer',
        way: 'card',
        action: payInvoiceAction({ number: 'FE26000149', kind: 'electricity' }),
      },
      {
        id: 171,
        number: 'FE26000150',
        kind: 'electricity',
        contract_name: '0001002',
        date: '2026-11-05',
        start_date: '2026-10-01',
        end_date: '2026-10-31',
        amount_total: 24.91,
        amount_pending: 24.91,
        paid_status: 'pending_remesa',
        way: 'direct_debit',
        action: seeInvoiceAction({ number: 'FE26000150', kind: 'electricity' }),
      },
    ],
  },
  forecasts: [
    {
      contract: { name: '0001001', type: 'electricity' },
      from: '2026-11-01',
      to: '2026-11-26',
      days: 26,
      estimate: true,
      energy_kwh: 230.156,
      amounts: { power: 15.19, energy: 28.05, meter_rental: 0.69, taxes: 11.9, battery_discount: 0, total: 55.83 },
    },
  ],
  no_forecast: [],
  consumption: [
    {
      contract: { name: '0001001', type: 'electricity' },
      month: '2026-11',
      through: '2026-11-26',
      kwh: 230.156,
      kwh_by_period: [70.738, 66.617, 92.801],
      last_year_month: '2025-11',
      last_year_same_days_kwh: 209.5,
      last_year_month_kwh: 269.498,
      change_percent: 10,
      action: {
        kind: 'see_consumption',
        route: 'contractDetail',
        params: { contractType: 'electricity', contractName: '0001001' },
        query: {},
        hash: 'consumption',
        changes: false,
      },
    },
  ],
  waiting: [
    {
      kind: 'case_answered',
      number: 'REQ-2026-000002',
      subject: 'Estimated reading too high',
      since: '2026-11-24',
      action: readAnswerAction('REQ-2026-000002'),
    },
  ],
};

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('overview');
});
afterEach(() => {
  vi.unstubAllGlobals();
  authActions.signedOut();
});

const api = (overview: TOverview | null = OVERVIEW) =>
  stubFetch((call) =>
    call.url.startsWith('/api/v1/overview') && overview
      ? jsonResponse(200, overview)
      : jsonResponse(500, { code: 'error', message: 'error' }),
  );

describe('the overview page', () => {
  it('shows what is owed with Pay, the forecast with its days, the month against last year and what waits', async () => {
    api();
    renderWithApp(<OverviewPage />);
    expect((await screen.findByTestId('overview-debt-total')).textContent).toContain('€80.92');
    const pay = screen.getByTestId('overview-debt-FE26000149-action');
    expect(pay.getAttribute('href')).toBe('/invoices?contractType=electricity&filter=name%3Aexact%3AFE26000149&action=pay-online');
    expect(pay.getAttribute('aria-label')).toBe('Pay invoice FE26000149');
    expect(screen.getByTestId('overview-debt-FE26000150-way').textContent).toContain('Your bank will collect it by direct debit.');
    expect(screen.getByTestId('overview-forecast-0001001-total').textContent).toContain('€55.83');
    expect(screen.getByTestId('overview-forecast-0001001-days').textContent).toContain('26 days so far: 11/01/2026 to 11/26/2026');
    expect(screen.getByTestId('overview-forecast-estimate').textContent).toContain('An estimate');
    expect(screen.getByTestId('overview-consumption-0001001-change').textContent).toContain('10% more than last year');
    expect(screen.getByTestId('overview-consumption-0001001-action').getAttribute('href')).toBe(
      '/contracts/electricity/0001001#consumption',
    );
    expect(screen.getByTestId('overview-waiting-case-REQ-2026-000002-action').getAttribute('href')).toBe('/requests/REQ-2026-000002');
  });

  it('disables Pay for a read-only session and says why, leaving the links that only show', async () => {
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    api();
    renderWithApp(<OverviewPage />);
    const pay = await screen.findByTestId('overview-debt-FE26000149-action');
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('overview-debt-FE26000149-action-reason').textContent).toContain('Not available in a read-only session.');
    expect(screen.getByTestId('overview-debt-FE26000150-action').getAttribute('href')).toContain('/invoices');
  });

  it('says when there is nothing, and offers to try again when it failed', async () => {
    api({ ...OVERVIEW, debt: { total: 0, payable: 0, invoices: [] }, forecasts: [], consumption: [], waiting: [] });
    renderWithApp(<OverviewPage />);
    expect(await screen.findByTestId('overview-debt-none')).toBeTruthy();
    expect(screen.getByTestId('overview-waiting-none')).toBeTruthy();
    vi.unstubAllGlobals();
    api(null);
    renderWithApp(<OverviewPage />);
    await waitFor(() => expect(screen.getByTestId('overview-error')).toBeTruthy());
    api();
    fireEvent.click(screen.getByTestId('overview-retry'));
    expect(await screen.findAllByTestId('overview-debt-total')).toHaveLength(1);
  });
});
