import '../../test/dom.ts';
import type { TCustomerBattery, TVirtualBatteryLink } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VirtualBatteriesSection } from '../../features/virtual-batteries/index.ts';
import { authActions } from '../../shared/session/auth-store.ts';
import { batteryLinksFixture, contractFixture, customerBatteriesFixture, pathOf } from '../../test/contract-fixture.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../test/render.tsx';
import { blobResponse, captureDownloads, showContract } from './test/detail-harness.tsx';

const TYPES = [
  { name: 'no_aplicar', description: 'The discounts stay in the battery for later.' },
  { name: 'aplicar', description: 'Each invoice draws its share of the battery.' },
];
const READ_ONLY_SHORT = 'Not available in a read-only session.';
const CANT = 'The operation could not be done. Please try again later.';

interface TServer {
  batteries?: TCustomerBattery[];
  /** Answers the PUTs and the download; undefined is a 500. */
  change?: (call: TFetchCall) => Response | Promise<Response> | undefined;
}

/** The battery calls of the API, by path. */
function serve({ batteries = customerBatteriesFixture(), change }: TServer = {}) {
  return stubFetch(async (call) => {
    const path = pathOf(call);
    if (call.method === 'PUT' || path.startsWith('/api/v1/contracts/virtual_batteries/')) {
      return (await change?.(call)) ?? jsonResponse(500, { code: 'internal_error', message: 'internal_error' });
    }
    if (path === '/api/v1/contract/bateria/types') return jsonResponse(200, TYPES);
    if (path === '/api/v1/contract/bateria_virtual/') return jsonResponse(200, batteries);
    const percentages = path.match(/^\/api\/v1\/contract\/bateria_virtual_percentages\/(\d+)$/);
    if (percentages) return jsonResponse(200, batteries.find((b) => b.id === Number(percentages[1]))?.links ?? []);
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
}

const show = (links: TVirtualBatteryLink[] = batteryLinksFixture()) =>
  renderWithApp(<VirtualBatteriesSection contract={{ name: 'C1001', type: 'electricity', bateria_virtual: links }} />);

const card = async (battery: string) => screen.findByRole('article', { name: battery });
const puts = (calls: TFetchCall[]) => apiCalls(calls).filter((call) => call.method === 'PUT');
const changed = (links = batteryLinksFixture()) => jsonResponse(200, { bateria_virtual: links });

beforeAll(useEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authActions.signedOut();
});

describe('virtual battery block (customer-area §2, §3, §4, §6)', () => {
  it('shows each link with its battery, dates, weight, percentage, discounts, balance and state', async () => {
    serve();
    show();
    const shared = await card('Sol Comunitari');
    expect(shared.textContent).toContain('Active');
    expect(shared.textContent).toContain('From 01/01/2024');
    expect(shared.textContent).toContain('2.5');
    expect(shared.textContent).toContain('50%');
    expect(shared.textContent).toContain("Applied to this contract's invoices");
    expect(shared.textContent).toContain('€48.20');
    expect(shared.textContent).toContain('€120.50');
    expect(shared.textContent).toContain('€60.25');
    expect(shared.textContent).not.toContain('Locked');
    const old = await card('Antiga');
    expect(old.textContent).toContain('Inactive');
    expect(old.textContent).toContain('Locked');
    expect(old.textContent).toContain('01/01/2021 to 12/31/2021');
    expect(screen.getByRole('heading', { level: 2, name: 'Virtual batteries' })).toBeTruthy();
  });

  it('offers a change of percentage only for a shared battery, a move only where other batteries exist, and origin information instead of a move', async () => {
    serve();
    show();
    const shared = await card('Sol Comunitari');
    expect(within(shared).getByRole('button', { name: 'Change percentage' })).toBeTruthy();
    expect(await within(shared).findByRole('button', { name: 'Move to another battery' })).toBeTruthy();
    expect(within(shared).queryByRole('button', { name: 'Origin information' })).toBeNull();
    const origin = await card('Terrat');
    expect(within(origin).queryByRole('button', { name: 'Change percentage' })).toBeNull();
    expect(within(origin).queryByRole('button', { name: 'Move to another battery' })).toBeNull();
    expect(within(origin).getByRole('button', { name: 'Origin information' })).toBeTruthy();
  });

  it('hides the move when no other contract has another battery', async () => {
    serve({ batteries: customerBatteriesFixture().filter((battery) => battery.id !== 2) });
    const { queryClient } = show();
    await card('Sol Comunitari');
    await waitFor(() => expect(queryClient.getQueryState(['contracts', 'batteries', 'customer'])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Move to another battery' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Change percentage' })).toHaveLength(2);
  });

  it('disables the changes of a link inactive by date, saying why', async () => {
    serve();
    show();
    const old = await card('Antiga');
    const button = within(old).getByRole('button', { name: 'Change percentage' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect((within(old).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    // Said under the button, where a touch screen shows it (no tooltip to hover), and describing it.
    const reason = screen.getByTestId('battery-percentage-51-reason');
    expect(reason.textContent).toBe("This battery link is not in force on today's date, so it cannot be changed.");
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('disables every change under a read-only token, saying why under each; the origin information stays open', async () => {
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    serve();
    show();
    const shared = await card('Sol Comunitari');
    const move = (await within(shared).findByRole('button', { name: 'Move to another battery' })) as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    expect((within(shared).getByRole('button', { name: 'Change percentage' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(shared).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('battery-move-11-reason').textContent).toBe(READ_ONLY_SHORT);
    expect(screen.getByTestId('battery-discount-11-reason').textContent).toBe(READ_ONLY_SHORT);
    const origin = await card('Terrat');
    expect((within(origin).getByRole('button', { name: 'Origin information' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is not shown for gas, nor for a contract without links', async () => {
    serve();
    const gas = renderWithApp(
      <VirtualBatteriesSection contract={{ name: 'G2001', type: 'gas', bateria_virtual: batteryLinksFixture() }} />,
    );
    expect(gas.container.querySelector('#virtual-batteries')).toBeNull();
    gas.unmount();
    const none = show([]);
    expect(none.container.querySelector('#virtual-batteries')).toBeNull();
  });
});

describe('discount setting (customer-area §4, §7)', () => {
  it('explains the setting with the types call and sends the other type when toggled', async () => {
    const { calls } = serve({ change: () => changed() });
    show();
    const shared = await card('Sol Comunitari');
    const toggle = within(shared).getByRole('switch', { name: "Apply the battery's discounts to this contract" }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(await within(shared).findByText('Each invoice draws its share of the battery.')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ url: '/api/v1/contract/C1001/bateria/1', body: { valor_descomptes: 'no_aplicar' } });

    const origin = await card('Terrat');
    fireEvent.click(within(origin).getByRole('switch'));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toMatchObject({ url: '/api/v1/contract/C1001/bateria/3', body: { valor_descomptes: 'aplicar' } });
  });

  it('says message_cant_do_operation when the change fails, and shows the saved setting again', async () => {
    serve();
    show();
    const shared = await card('Sol Comunitari');
    fireEvent.click(within(shared).getByRole('switch'));
    expect((await within(shared).findByRole('alert')).textContent).toBe(CANT);
    expect((within(shared).getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });
});

async function openPercentage() {
  fireEvent.click(within(await card('Sol Comunitari')).getByRole('button', { name: 'Change percentage' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the percentage of Sol Comunitari' });
  const field = (await within(dialog).findByLabelText(/Percentage for this contract/)) as HTMLInputElement;
  return { dialog, field, save: () => within(dialog).getByTestId('dialog-submit') as HTMLButtonElement };
}
const rowOf = (dialog: HTMLElement, contract: string) =>
  within(dialog)
    .getAllByRole('row')
    .find((row) => row.getAttribute('data-contract') === contract)!
    .textContent?.replace(contract, '');

describe('percentage dialog (customer-area §5, §8, §9)', () => {
  it('keeps save disabled while unchanged and clamps to a whole 0..100 on blur', async () => {
    serve();
    show();
    const { field, save } = await openPercentage();
    expect(field.value).toBe('50');
    expect(field.min).toBe('0');
    expect(field.max).toBe('100');
    expect(field.step).toBe('1');
    expect(save().disabled).toBe(true);
    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.blur(field);
    expect(field.value).toBe('100');
    expect(save().disabled).toBe(false);
    fireEvent.change(field, { target: { value: '-4' } });
    fireEvent.blur(field);
    expect(field.value).toBe('0');
    fireEvent.change(field, { target: { value: '33.6' } });
    fireEvent.blur(field);
    expect(field.value).toBe('34');
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.blur(field);
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it('previews every link recalculated as typed, rounded', async () => {
    serve();
    show();
    const { dialog, field } = await openPercentage();
    await waitFor(() => expect(rowOf(dialog, 'C1002')).toBe('30%30%'));
    fireEvent.change(field, { target: { value: '80' } });
    await waitFor(() => expect(rowOf(dialog, 'C1002')).toBe('30%12%'));
    expect(rowOf(dialog, 'C1003')).toBe('20%8%');
    expect(within(dialog).getByText('C1001 (this contract)')).toBeTruthy();
  });

  it('sends pes_percentatge and says it is done', async () => {
    const { calls } = serve({ change: () => changed() });
    show();
    const { dialog, field, save } = await openPercentage();
    fireEvent.change(field, { target: { value: '80' } });
    fireEvent.blur(field);
    fireEvent.click(save());
    expect((await within(dialog).findByTestId('dialog-success')).textContent).toBe("Done. The battery's percentages have been updated.");
    expect(puts(calls)).toEqual([
      expect.objectContaining({ url: '/api/v1/contract/C1001/change_bateria_pes_percentatge/1', body: { pes_percentatge: 80 } }),
    ]);
  });

  it.each([
    [500, { code: 'internal_error', message: 'internal_error' }],
    [409, { code: 'virtual_battery_link_inactive', message: 'virtual_battery_link_inactive' }],
  ])('shows message_cant_do_operation on a %i and keeps what was typed', async (status, body) => {
    serve({ change: () => jsonResponse(status, body) });
    show();
    const { dialog, field, save } = await openPercentage();
    fireEvent.change(field, { target: { value: '70' } });
    fireEvent.blur(field);
    fireEvent.click(save());
    expect((await within(dialog).findByTestId('dialog-error')).textContent).toBe(CANT);
    expect((within(dialog).getByLabelText(/Percentage for this contract/) as HTMLInputElement).value).toBe('70');
  });
});

describe('move stepper (customer-area §4, §7)', () => {
  async function openMove() {
    fireEvent.click(await within(await card('Sol Comunitari')).findByRole('button', { name: 'Move to another battery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this contract out of Sol Comunitari' });
    return {
      dialog,
      next: () => within(dialog).getByRole('button', { name: /^(Next|Move)$/ }) as HTMLButtonElement,
      back: () => within(dialog).getByRole('button', { name: 'Back' }) as HTMLButtonElement,
    };
  }

  it('goes through battery, percentage, confirm and sending by the rules, and sends the move', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = serve({ change: () => new Promise<Response>((resolve) => (answer = resolve)) });
    show();
    const { dialog, next, back } = await openMove();
    // Step 0: only the battery of another contract is offered; next waits for a choice.
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(next().disabled).toBe(true);
    expect(back().disabled).toBe(true);
    fireEvent.mouseOver(screen.getByTestId('battery-move-next-tooltip'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Choose the battery to move to.');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Veïnat (balance €80.00)' }));
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    // Step 1: the percentage, clamped on blur; back is open.
    const field = (await within(dialog).findByLabelText(/Percentage of Veïnat for this contract/)) as HTMLInputElement;
    expect(back().disabled).toBe(false);
    fireEvent.change(field, { target: { value: '130' } });
    fireEvent.blur(field);
    expect(field.value).toBe('100');
    fireEvent.change(field, { target: { value: '30' } });
    fireEvent.blur(field);
    fireEvent.click(next());
    // Step 2: both batteries after the move.
    const confirm = await within(dialog).findByTestId('battery-move-confirm');
    expect(confirm.textContent).toContain('Contract C1001 leaves Sol Comunitari and joins Veïnat with 30%.');
    expect(within(confirm).getByTestId('battery-move-destination-after').textContent).toContain('C2001100%70%');
    expect(within(confirm).getByTestId('battery-move-destination-after').textContent).toContain('C1001 (this contract)New30%');
    expect(within(confirm).getByTestId('battery-move-origin-after').textContent).toContain('C100230%60%');
    expect(within(confirm).getByTestId('battery-move-origin-after').textContent).toContain('C100320%40%');
    expect(back().disabled).toBe(false);
    fireEvent.click(next());
    // Step 3: sending; neither back nor next.
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(back().disabled).toBe(true);
    expect(next().disabled).toBe(true);
    expect(puts(calls)[0]).toMatchObject({
      url: '/api/v1/contract/C1001/bateria_virtual_move_virtual_battery/1',
      body: { pes_percentatge: 30, bateria_desti: 2 },
    });
    answer(changed());
    expect((await within(dialog).findByTestId('dialog-success')).textContent).toBe('Done. The contract now draws on Veïnat.');
  });

  it('goes back to the confirmation with message_cant_do_operation when the move fails', async () => {
    serve({ change: () => jsonResponse(409, { code: 'virtual_battery_already_linked', message: 'x' }) });
    show();
    const { dialog, next, back } = await openMove();
    fireEvent.click(within(dialog).getByRole('radio'));
    fireEvent.click(next());
    await within(dialog).findByLabelText(/Percentage of Veïnat/);
    fireEvent.click(next());
    await within(dialog).findByTestId('battery-move-confirm');
    fireEvent.click(next());
    expect((await within(dialog).findByTestId('dialog-error')).textContent).toBe(CANT);
    expect(within(dialog).getByTestId('battery-move-confirm')).toBeTruthy();
    fireEvent.click(back());
    expect(((await within(dialog).findByLabelText(/Percentage of Veïnat/)) as HTMLInputElement).value).toBe('50');
  });
});

describe('origin information and the spreadsheet', () => {
  it('tells why an origin link cannot move, with the organisation’s email', async () => {
    serve();
    show();
    fireEvent.click(within(await card('Terrat')).getByRole('button', { name: 'Origin information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Origin of the battery' });
    expect(dialog.textContent).toContain('This contract is the origin of Terrat');
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe('mailto:atencio@energia.example');
  });

  it('downloads the contract’s batteries as one spreadsheet', async () => {
    const { saved, restore } = captureDownloads();
    const { calls } = serve({ change: () => blobResponse('xlsx', 'virtual-batteries.xlsx', 'application/vnd.ms-excel') });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download spreadsheet' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'virtual-batteries.xlsx', href: 'blob:test' }]));
    expect(apiCalls(calls).map((call) => decodeURIComponent(pathOf(call)))).toContain('/api/v1/contracts/virtual_batteries/1,3,5');
    restore();
  });

  it('says message_cant_do_operation when the download fails', async () => {
    serve();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Download spreadsheet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CANT);
  });
});

describe('on the contract detail (customer-area §2)', () => {
  it('comes after the consumption and the supply point, before the documents, for an electricity contract with links', async () => {
    const contract = contractFixture({ bateria_virtual: batteryLinksFixture() });
    showContract(contract, {
      handle: (call) => {
        const path = pathOf(call);
        if (path === '/api/v1/contract/bateria/types') return jsonResponse(200, TYPES);
        if (path === '/api/v1/contract/bateria_virtual/') return jsonResponse(200, customerBatteriesFixture());
        return undefined;
      },
    });
    const block = await screen.findByRole('region', { name: 'Virtual batteries' });
    const ids = [...document.querySelectorAll('section[id]')].map((section) => section.id);
    expect(ids.indexOf('virtual-batteries')).toBe(ids.indexOf(block.id));
    expect(ids.indexOf('virtual-batteries')).toBeGreaterThan(ids.indexOf('supply-point'));
    expect(ids.indexOf('virtual-batteries')).toBeGreaterThan(ids.indexOf('consumption'));
    expect(ids.indexOf('virtual-batteries')).toBeLessThan(ids.indexOf('attachments'));
  });
});

/** axe violations of any impact on screen; contrast needs a layout, so the browser tests check it. */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('accessibility (axe, any impact)', { timeout: 60000 }, () => {
  it('the block (with disabled buttons and their reasons) and each dialog have no violation', async () => {
    serve();
    show();
    const shared = await card('Sol Comunitari');
    await within(shared).findByRole('button', { name: 'Move to another battery' });
    await within(shared).findByText('Each invoice draws its share of the battery.');
    expect(await violations()).toEqual([]);

    fireEvent.click(within(shared).getByRole('button', { name: 'Change percentage' }));
    const percentage = await screen.findByRole('dialog', { name: 'Change the percentage of Sol Comunitari' });
    await within(percentage).findByRole('table');
    expect(await violations()).toEqual([]);
    fireEvent.click(within(percentage).getByTestId('dialog-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(shared).getByRole('button', { name: 'Move to another battery' }));
    const move = await screen.findByRole('dialog', { name: 'Move this contract out of Sol Comunitari' });
    expect(await violations()).toEqual([]);
    fireEvent.click(within(move).getByRole('radio'));
    fireEvent.click(within(move).getByRole('button', { name: 'Next' }));
    await within(move).findByLabelText(/Percentage of Veïnat/);
    expect(await violations()).toEqual([]);
    fireEvent.click(within(move).getByRole('button', { name: 'Next' }));
    await within(move).findByTestId('battery-move-confirm');
    expect(await violations()).toEqual([]);
    fireEvent.click(within(move).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(await card('Terrat')).getByRole('button', { name: 'Origin information' }));
    await screen.findByRole('dialog', { name: 'Origin of the battery' });
    expect(await violations()).toEqual([]);
  });
});
