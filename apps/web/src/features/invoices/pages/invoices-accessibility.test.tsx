import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { invoiceFixture, multipointInvoiceFixture, payableInvoiceFixture, useEnglishInvoices } from '../test/invoice-fixture.ts';
import { pathOf, showInvoices } from '../test/invoice-harness.tsx';

beforeAll(useEnglishInvoices);
beforeEach(() => authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true }));
afterEach(() => vi.unstubAllGlobals());

/**
 * Serious and critical axe violations of what is on screen. jsdom has no layout, so contrast is
 * checked in the browser tests; names, labels, roles, table headers and ARIA use are checked here.
 */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('invoice screen accessibility', { timeout: 60000 }, () => {
  it('has no serious or critical axe violation: tabs, chart, filters and chips, table, points, download error', async () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes: ['electricity', 'gas', 'multipoint'] } });
    showInvoices('/invoices?contractType=electricity&contractName=C1001', {
      settings,
      multipoint: [multipointInvoiceFixture()],
      electricity: [invoiceFixture(), payableInvoiceFixture({ id: 2, date: '2025-04-05' })],
      handle: (call) =>
        pathOf(call) === '/api/v1/invoices/1/pdf/' ? jsonResponse(500, { code: 'internal_error', message: 'x' }) : undefined,
    });
    await screen.findByTestId('invoice-row-1', {}, { timeout: 10000 });
    // A date range with an error, a chip switched off, a failed download.
    fireEvent.change(screen.getByTestId('invoices-filter-category'), { target: { value: 'date' } });
    fireEvent.change(screen.getByTestId('invoices-filter-operator'), { target: { value: 'between' } });
    fireEvent.change(screen.getByTestId('invoices-filter-value-0'), { target: { value: '31/02/2025' } });
    fireEvent.click(screen.getByTestId('invoices-filter-add'));
    fireEvent.click(screen.getByTestId('invoices-filter-chip-contract-name-toggle'));
    fireEvent.click(screen.getByTestId('invoice-download-1'));
    fireEvent.click(screen.getByTestId('invoice-download-1-pdf'));
    await screen.findByTestId('invoice-download-1-error');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await seriousViolations()).toEqual([]);
  });

  it('the multipoint list with its points open has none either', async () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes: ['electricity', 'multipoint'] } });
    showInvoices('/invoices-multipoint', { settings, multipoint: [multipointInvoiceFixture()] });
    fireEvent.click(await screen.findByTestId('invoice-points-toggle-900'));
    expect(await seriousViolations()).toEqual([]);
  });
});
