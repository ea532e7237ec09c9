import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import PowerCalculatorPage from './power-calculator-page.tsx';

const CUPS = 'ES0987543210987654ZF';
const KNOWN = {
  known: true,
  access_tariff: '2.0TD',
  contracted_power_kw: [5.75, 5.75],
  optimal_power_kw: 0.96,
  recommended_power_kw: 1.15,
  comparison: 'lower',
  yearly_saving: 123.45,
  product: 'Tarifa Demo',
};
const api = (advice: unknown = KNOWN) =>
  stubFetch((call) => {
    const path = call.url.replace(/\?.*$/, '');
    if (path === '/api/v1/leads/ticket') return jsonResponse(200, { ticket: 'ticket-1' });
    if (path === '/api/v1/leads/potencia/advice') return jsonResponse(200, advice);
    if (path === '/api/v1/leads/potencia' && call.method === 'POST') return jsonResponse(200, { status: 'OK', lead_id: 3 });
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
const byTestId = (id: string) => screen.getByTestId(id) as HTMLInputElement & HTMLButtonElement;
const change = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });
const calculate = () => fireEvent.click(byTestId('power-calculate'));
const fillHome = () => {
  change('field-cups', CUPS);
  change('field-area', '80');
  change('field-numPersones', '3');
};
const formOf = (call: TFetchCall | undefined) => Object.fromEntries([...((call?.body ?? new FormData()) as FormData).entries()]);

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('power-calculator');
});
afterEach(() => vi.unstubAllGlobals());

describe('the power calculator (visitor-and-shell §2.5, §4.4, §5.2)', () => {
  it('keeps Calculate disabled until something is typed, with 0.4 chosen and the sixteen cards off', () => {
    api();
    renderWithApp(<PowerCalculatorPage />);
    expect(byTestId('power-calculate').disabled).toBe(true);
    expect(byTestId('factor-0.4').checked).toBe(true);
    expect(screen.getAllByTestId(/^switch-/)).toHaveLength(16);
    expect(screen.queryByTestId('quantity-tv')).toBeNull();
    change('field-area', '80');
    expect(byTestId('power-calculate').disabled).toBe(false);
  });

  it('says what each field needs: required, whole numbers, an appliance, an option', async () => {
    api();
    renderWithApp(<PowerCalculatorPage />);
    change('field-area', '80.5');
    change('field-numPersones', '-2');
    calculate();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number, without decimals.')).toBeTruthy();
    expect(screen.getByText('This value is not valid.')).toBeTruthy();
    expect(screen.getByText('Switch on at least one appliance you use.')).toBeTruthy();
    change('field-cups', 'ES0987543210987654FZ');
    change('field-area', '');
    fireEvent.click(byTestId('switch-swimmingPool'));
    calculate();
    expect(await screen.findByText('This is not a valid CUPS: check its letters and digits.')).toBeTruthy();
    expect(screen.getByText('Enter the area of your home in m².')).toBeTruthy();
    expect(screen.getByText('Fill this in for the appliance you switched on.')).toBeTruthy();
    expect(screen.queryByTestId('power-calculator-result')).toBeNull();
  });

  it('shows quantity where multiples are allowed and prefills the heated area with the home’s', () => {
    api();
    renderWithApp(<PowerCalculatorPage />);
    change('field-area', '95');
    fireEvent.click(byTestId('switch-tv'));
    fireEvent.click(byTestId('switch-oven'));
    fireEvent.click(byTestId('switch-heatPump'));
    expect(byTestId('quantity-tv')).toBeTruthy();
    expect(screen.queryByTestId('quantity-oven')).toBeNull();
    expect(byTestId('option-heatPump').value).toBe('95');
  });

  it('works out the optimal power, moves the focus to it, shows the advice, and sends the lead', async () => {
    const { calls } = api();
    renderWithApp(<PowerCalculatorPage />);
    fillHome();
    fireEvent.click(byTestId('switch-oven'));
    fireEvent.click(byTestId('switch-tv'));
    change('quantity-tv', '2');
    calculate();
    // oven 2 × 0.4 + 2 TVs × 0.2 × 0.4
    expect((await screen.findByTestId('power-result-value')).textContent?.replace(/\s/g, ' ')).toBe('0.96 kW');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('power-result-heading')));
    expect((await screen.findByTestId('power-advice')).textContent?.replace(/\s/g, ' ')).toContain('5.75 kW');
    expect(screen.getByTestId('power-advice-saving').textContent).toContain('123.45');
    expect(screen.getByTestId('power-advice').textContent).toMatch(/estimate/i);
    const advice = apiCalls(calls).find((c) => c.url.startsWith('/api/v1/leads/potencia/advice'));
    expect(advice?.url).toContain(`cups=${CUPS}`);
    expect(advice?.url).toContain('optimal_power=0.96');

    fireEvent.change(byTestId('field-name'), { target: { value: 'Anna' } });
    fireEvent.change(byTestId('field-surname1'), { target: { value: 'Puig' } });
    fireEvent.change(byTestId('field-email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(byTestId('field-telephone'), { target: { value: '612345678' } });
    fireEvent.change(byTestId('field-contactHours'), { target: { value: '9-13h' } });
    fireEvent.click(byTestId('field-consent'));
    fireEvent.click(byTestId('power-lead-submit'));
    expect(await screen.findByTestId('power-lead-sent')).toBeTruthy();
    const post = apiCalls(calls).find((c) => c.method === 'POST');
    const sent = formOf(post);
    expect(sent).toMatchObject({ cups: CUPS, area: '80', numPersones: '3', cofSimul: '0.4', optimalPower: '0.96' });
    const appliances = JSON.parse(String(sent.appliances)) as Array<{ name: string; enabled: boolean; totalPower: number }>;
    expect(appliances.filter((a) => a.enabled)).toEqual([
      { name: 'oven', enabled: true, totalPower: 0.8 },
      { name: 'tv', enabled: true, totalPower: 0.16 },
    ]);
  });

  it('gives only the standard power for a CUPS the registry does not know, and Back keeps what was typed', async () => {
    api({
      ...KNOWN,
      known: false,
      contracted_power_kw: [],
      recommended_power_kw: 1.725,
      comparison: null,
      yearly_saving: null,
      product: null,
      access_tariff: null,
    });
    renderWithApp(<PowerCalculatorPage />);
    fillHome();
    fireEvent.click(byTestId('factor-0.6'));
    fireEvent.click(byTestId('switch-washingMachine'));
    calculate();
    expect((await screen.findByTestId('power-result-value')).textContent?.replace(/\s/g, ' ')).toBe('1.2 kW');
    await waitFor(() => expect(screen.getByTestId('power-lead-form')).toBeTruthy());
    expect(screen.queryByTestId('power-advice')).toBeNull();
    expect((await screen.findByTestId('power-advice-recommended')).textContent?.replace(/\s/g, ' ')).toContain('1.725 kW');
    fireEvent.click(byTestId('power-back'));
    expect(byTestId('field-area').value).toBe('80');
    expect(byTestId('factor-0.6').checked).toBe(true);
    expect(byTestId('switch-washingMachine').checked).toBe(true);
  });
});
