import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import PriceAlertsPage from './price-alerts-page.tsx';

const PRODUCTS = [
  { name: 'FTB Q1-27', last_price: 68.9, last_day: '2026-11-27' },
  { name: 'FTB YR-27', last_price: 61.55, last_day: '2026-11-27' },
];
const ALERT = {
  id: 7,
  product: 'FTB YR-27',
  type: '>',
  price: 70,
  last_fired_at: '2026-11-20T19:30:00Z',
  last_fired_price: 70.4,
  recent_prices: [
    { day: '2026-11-26', price: 61.75 },
    { day: '2026-11-27', price: 62.05 },
  ],
};

const api = (answers: { products?: number; alerts?: number; save?: number; remove?: number } = {}) =>
  stubFetch((call) => {
    const path = call.url.replace(/\?.*$/, '');
    if (path === '/api/v1/omip/products/')
      return answers.products ? jsonResponse(answers.products, { code: 'x', message: 'x' }) : jsonResponse(200, PRODUCTS);
    if (path === '/api/v1/omip/alerts/' && call.method === 'GET')
      return answers.alerts ? jsonResponse(answers.alerts, { code: 'x', message: 'x' }) : jsonResponse(200, [ALERT]);
    if (path === '/api/v1/omip/alerts/')
      return answers.save ? jsonResponse(answers.save, { code: 'x', message: 'x' }) : jsonResponse(200, { status: 'OK', id: 8 });
    if (path === '/api/v1/omip/delete/alerts/')
      return answers.remove ? jsonResponse(answers.remove, { code: 'x', message: 'x' }) : jsonResponse(200, { status: 'OK' });
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
const byTestId = (id: string) => screen.getByTestId(id) as HTMLInputElement & HTMLButtonElement;

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('price-alerts');
});
afterEach(() => vi.unstubAllGlobals());

describe('the price alerts page (visitor-and-shell §2.9, §5.5, §8)', () => {
  it('lists the alerts with their condition, last firing and chart', async () => {
    api();
    renderWithApp(<PriceAlertsPage />);
    const row = await screen.findByTestId('price-alert-7');
    expect(row.textContent).toContain('FTB YR-27');
    expect(screen.getByTestId('price-alert-condition').textContent).toMatch(/above €70\.00\/MWh/);
    expect(screen.getByTestId('price-alert-last-fired').textContent).toMatch(/70\.40/);
    expect(screen.getByTestId('price-alert-chart').getAttribute('aria-label')).toMatch(/61\.75.*62\.05/);
  });

  it('keeps Add disabled until the product, type and a non-negative price are given, then sends them', async () => {
    const { calls } = api();
    renderWithApp(<PriceAlertsPage />);
    await screen.findByTestId('price-alert-7');
    expect(byTestId('price-alert-add').disabled).toBe(true);
    const product = byTestId('field-product');
    fireEvent.change(product, { target: { value: 'YR' } });
    fireEvent.click(await screen.findByRole('option', { name: /FTB YR-27/ }));
    fireEvent.change(byTestId('field-type'), { target: { value: '<' } });
    fireEvent.change(byTestId('field-price'), { target: { value: '-1' } });
    expect(byTestId('price-alert-add').disabled).toBe(true);
    fireEvent.change(byTestId('field-price'), { target: { value: '55,5' } });
    expect(byTestId('price-alert-add').disabled).toBe(false);
    fireEvent.click(byTestId('price-alert-add'));
    await waitFor(() => expect(apiCalls(calls).some((call) => call.method === 'POST')).toBe(true));
    const sent = apiCalls(calls).find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ product: 'FTB YR-27', type: '<', price: 55.5 });
  });

  it.each([
    ['products', { products: 500 }, 'The products could not be loaded'],
    ['alerts', { alerts: 500 }, 'Your alerts could not be loaded'],
  ] as const)('a failed %s call is its omip_ alert', async (type, answers, words) => {
    api(answers);
    renderWithApp(<PriceAlertsPage />);
    await waitFor(() => expect(screen.getAllByTestId('price-alerts-error').some((alert) => alert.dataset.type === type)).toBe(true));
    expect(
      screen
        .getAllByTestId('price-alerts-error')
        .map((alert) => alert.textContent)
        .join(' '),
    ).toContain(words);
  });

  it('a failed delete is the omip_delete alert, and the alert stays', async () => {
    api({ remove: 500 });
    renderWithApp(<PriceAlertsPage />);
    fireEvent.click(await screen.findByTestId('price-alert-delete'));
    const error = await screen.findByTestId('price-alerts-error');
    expect(error.dataset.type).toBe('delete');
    expect(error.textContent).toContain('The alert could not be deleted');
    expect(screen.getByTestId('price-alert-7')).toBeTruthy();
  });
});
