import '../../../test/dom.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { authActions } from '../../../shared/session/auth-store.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { TariffOptionsSection } from './tariff-options-section.tsx';

const WINDOWS = Array.from({ length: 22 }, (_, startHour) => ({ startHour, endHour: startHour + 3 }));
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((label, i) => ({ value: i + 1, label }));
const LUNCH = { choice: { startHour: 13, endHour: 16 }, validFrom: '2025-09-01', fraction: 0.5 };

interface TServer {
  doubleTariffs?: unknown[];
  windows?: unknown[];
  days?: unknown[];
  happyHours?: unknown;
  happyDay?: unknown;
  put?: (call: TFetchCall) => Response;
}

/** The API of one contract's options, by path; a PUT answered 200 is what the next GET of its option answers. */
function serve({ doubleTariffs = [], windows = WINDOWS, days = DAYS, happyHours = LUNCH, happyDay, put }: TServer = {}) {
  return stubFetch(async (call) => {
    const path = call.url.replace(/^\/api\/v1\/contract\/C1001\//, '').replace(/\/$/, '');
    if (call.method === 'PUT') {
      const res = put ? put(call) : jsonResponse(500, { code: 'internal_error', message: 'x' });
      if (res.ok && path === 'happy-hours') happyHours = await res.clone().json();
      if (res.ok && path === 'happy-day') happyDay = await res.clone().json();
      return res;
    }
    switch (path) {
      case 'available-double-tariffs':
        return jsonResponse(200, doubleTariffs);
      case 'available-happy-hours':
        return jsonResponse(200, windows);
      case 'available-happy-days':
        return jsonResponse(200, days);
      case 'happy-hours':
        return jsonResponse(200, happyHours);
      case 'happy-day':
        return jsonResponse(200, happyDay ?? { choice: null, validFrom: null, fraction: 0.3 });
      default:
        return jsonResponse(404, { code: 'not_found', message: 'not_found' });
    }
  });
}

const show = (state = 'activa') => renderWithApp(<TariffOptionsSection contract={{ name: 'C1001', type: 'electricity', state }} />);
const submit = () => screen.getByTestId('dialog-submit') as HTMLButtonElement;

async function openHappyHours() {
  fireEvent.click(await screen.findByTestId('button-happy-hours'));
  const dialog = await screen.findByTestId('dialog-happy-hours');
  await within(dialog).findByTestId('field-happy_hours');
  return dialog;
}

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('tariff-options');
  await loadCataloguePart('shared');
});
afterEach(() => {
  vi.unstubAllGlobals();
  authActions.signedOut();
});

describe('tariff options section', () => {
  it('shows a button and the current choice for each option the product offers, none for the others', async () => {
    serve();
    show();
    expect(await screen.findByTestId('button-happy-hours')).toBeTruthy();
    expect(screen.getByTestId('button-happy-day')).toBeTruthy();
    expect(screen.queryByTestId('button-double-tariff')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('tariff-option-happy-hours').textContent).toContain('13:00–16:00, from 09/01/2025'));
    await waitFor(() => expect(screen.getByTestId('tariff-option-happy-day').textContent).toContain('None chosen'));
  });

  it('is not there when the product offers no option', async () => {
    const { calls } = serve({ windows: [], days: [] });
    show();
    await waitFor(() => expect(apiCalls(calls)).toHaveLength(3));
    expect(screen.queryByTestId('tariff-options')).toBeNull();
  });

  it('disables the buttons under a read-only token, saying why under each where a touch screen shows it', async () => {
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    serve();
    show();
    const button = (await screen.findByTestId('button-happy-hours')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = screen.getByTestId('button-happy-hours-reason');
    expect(reason.textContent).toBe('Not available in a read-only session.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('disables the buttons of a contract that is not open, saying why', async () => {
    serve();
    show('baixa');
    expect(((await screen.findByTestId('button-happy-day')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('button-happy-day-reason').textContent).toBeTruthy();
  });
});

describe('tariff option dialog (customer-area §2, §5, §8)', () => {
  it('shows the current choice selected and keeps save disabled while it is unchanged', async () => {
    serve();
    show();
    const dialog = await openHappyHours();
    expect(within(dialog).getByTestId('tariff-option-current').textContent).toContain('13:00–16:00, from 09/01/2025');
    const select = within(dialog).getByTestId('field-happy_hours') as HTMLSelectElement;
    expect(select.options).toHaveLength(22);
    expect(select.selectedOptions[0]?.textContent).toBe('13:00–16:00');
    expect(submit().disabled).toBe(true);
    fireEvent.change(select, { target: { value: '18-21' } });
    expect(submit().disabled).toBe(false);
    fireEvent.change(select, { target: { value: '13-16' } });
    expect(submit().disabled).toBe(true);
  });

  it('sends the choice and says from which day it applies, as the API answered', async () => {
    const answer = { choice: { startHour: 18, endHour: 21 }, validFrom: '2026-11-27', fraction: 0.5 };
    const { calls } = serve({ put: () => jsonResponse(200, answer) });
    show();
    const dialog = await openHappyHours();
    fireEvent.change(within(dialog).getByTestId('field-happy_hours'), { target: { value: '18-21' } });
    fireEvent.click(submit());
    expect((await within(dialog).findByTestId('dialog-success')).textContent).toBe('Done. The change applies from 11/27/2026.');
    const put = apiCalls(calls).find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ url: '/api/v1/contract/C1001/happy-hours/', body: { startHour: 18, endHour: 21 } });
    await waitFor(() => expect(screen.getByTestId('tariff-option-happy-hours').textContent).toContain('18:00–21:00, from 11/27/2026'));
  });

  it('offers a first choice when there is none yet, and sends only the happy day’s value', async () => {
    const { calls } = serve({ put: () => jsonResponse(200, { choice: DAYS[2], validFrom: '2026-11-27', fraction: 0.3 }) });
    show();
    fireEvent.click(await screen.findByTestId('button-happy-day'));
    const dialog = await screen.findByTestId('dialog-happy-day');
    const select = (await within(dialog).findByTestId('field-happy_day')) as HTMLSelectElement;
    expect(within(dialog).getByTestId('tariff-option-current').textContent).toContain('None chosen');
    expect(select.value).toBe('');
    expect(submit().disabled).toBe(true);
    fireEvent.change(select, { target: { value: '3' } });
    fireEvent.click(submit());
    await within(dialog).findByTestId('dialog-success');
    expect(apiCalls(calls).find((call) => call.method === 'PUT')?.body).toEqual({ value: 3 });
  });

  it.each([
    [409, { code: 'contract_not_active', message: 'message_cant_do_operation' }],
    [400, { code: 'validation_error', message: 'validation_error', errors: { startHour: ['tariff_option_not_available'] } }],
    [500, { code: 'internal_error', message: 'internal_error' }],
  ])('shows message_cant_do_operation on a %i, keeping the form to try again', async (status, body) => {
    serve({ put: () => jsonResponse(status, body) });
    show();
    const dialog = await openHappyHours();
    fireEvent.change(within(dialog).getByTestId('field-happy_hours'), { target: { value: '18-21' } });
    fireEvent.click(submit());
    expect((await within(dialog).findByTestId('dialog-error')).textContent).toBe(
      'The operation could not be done. Please try again later.',
    );
    expect((within(dialog).getByTestId('field-happy_hours') as HTMLSelectElement).value).toBe('18-21');
  });

  it('says why when the token turned out read-only', async () => {
    serve({ put: () => jsonResponse(403, { code: 'read_only_token', message: 'read_only_token' }) });
    show();
    const dialog = await openHappyHours();
    fireEvent.change(within(dialog).getByTestId('field-happy_hours'), { target: { value: '0-3' } });
    fireEvent.click(submit());
    expect((await within(dialog).findByTestId('dialog-error')).textContent).toContain('read-only');
  });
});
