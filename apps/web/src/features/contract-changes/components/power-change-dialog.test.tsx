import '../../../test/dom.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFixture } from '../../../test/contract-fixture.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { PowerChangeDialog } from './power-change-dialog.tsx';

const setup = (contract = contractFixture()) => {
  const onClose = vi.fn();
  const onSucceeded = vi.fn();
  renderWithApp(<PowerChangeDialog contract={contract} onClose={onClose} onSucceeded={onSucceeded} />);
  return { onClose, onSucceeded };
};
const type = (field: string, value: string) => fireEvent.change(screen.getByTestId(`field-${field}`), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('dialog-submit'));
const helperOf = (field: string) => {
  const input = screen.getByTestId(`field-${field}`);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('power change dialog (customer-area §5)', () => {
  it('asks for P1 and P2 in kW and a phone starting with +34', () => {
    setup();
    expect(screen.getByTestId('dialog-power')).toBeTruthy();
    expect(screen.getByLabelText(/Power – Peak \(kW\)/)).toBe(screen.getByTestId('field-power'));
    expect(screen.getByLabelText(/Power – Off-peak \(kW\)/)).toBe(screen.getByTestId('field-power2'));
    expect(screen.getByTestId('field-power2')).toBeTruthy();
    expect(screen.queryByTestId('field-power3')).toBeNull();
    expect((screen.getByTestId('field-phone') as HTMLInputElement).value).toBe('+34');
    expect(helperOf('power')).toBe('Current: 4.6 kW');
  });

  it('shows P3 to P6 once P1 or P2 exceeds 15 kW', () => {
    setup();
    type('power2', '15');
    expect(screen.queryByTestId('field-power3')).toBeNull();
    type('power2', '15,001');
    for (const field of ['power3', 'power4', 'power5', 'power6']) expect(screen.getByTestId(`field-${field}`)).toBeTruthy();
  });

  it('requires P1 and P2 and a valid phone, without calling the API', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    setup();
    type('phone', '12');
    submit();
    await waitFor(() => expect(helperOf('power')).toBe('This field is required.'));
    expect(helperOf('power2')).toBe('This field is required.');
    expect(helperOf('phone')).toBe('Enter a valid phone number.');
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it('refuses the current power and more than three decimals', async () => {
    setup();
    type('power', '4,6');
    type('power2', '4,6');
    type('phone', '+34600123456');
    submit();
    await waitFor(() => expect(helperOf('power')).toBe('The power must be different from the current one.'));
    expect(helperOf('power2')).toBe('The power must be different from the current one.');
    type('power', '4,6001');
    submit();
    await waitFor(() => expect(helperOf('power')).toMatch(/up to three decimals/));
  });

  it('above 15 kW each period must be at least the one before', async () => {
    setup();
    type('power', '20');
    type('power2', '20');
    type('power3', '20');
    type('power4', '19');
    type('power5', '25');
    type('power6', '25');
    type('phone', '+34600123456');
    submit();
    await waitFor(() => expect(helperOf('power4')).toBe('This period cannot be lower than the previous one.'));
  });

  it('shows the three rights for an increase and only the connection for a decrease', () => {
    setup();
    type('power', '5,75');
    type('power2', '4,6');
    const costs = screen.getByTestId('power-costs');
    // English figures throughout: not "€19.70 per kW × 1,15 kW", nor "9,04 €".
    const line = (key: string) => (within(costs).getByTestId(key).textContent ?? '').replace(/\u00a0/g, ' ');
    expect(line('power_cost_connection')).toBe('Connection right: €9.04 plus VAT.');
    expect(line('power_cost_access')).toBe('Access right: €19.70 per kW increased × 1.15 kW = €22.66 plus VAT.');
    expect(line('power_cost_extension')).toMatch(/€17\.27 per kW × 1\.15 kW = €19\.86/);
    type('power', '3,45');
    expect(within(screen.getByTestId('power-costs')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('power-costs').textContent).toMatch(/Lowering the power/);
  });

  it('sends watts and the split phone; a signature-pending answer says so', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { waiting_for_signature: true }));
    const { onSucceeded } = setup();
    type('power', '5,75');
    type('power2', '5,75');
    type('phone', '+34600123456');
    submit();
    expect((await screen.findByTestId('dialog-success')).textContent).toMatch(/waiting for your signature/);
    const [call] = apiCalls(calls);
    expect(call).toMatchObject({
      method: 'POST',
      url: '/api/v1/contracts/C1001/power/',
      body: { power_p1: 5750, power_p2: 5750, phone: '+34600123456', phone_num: '600123456', phone_pre: '+34' },
    });
    expect(onSucceeded).toHaveBeenCalledWith(true);
  });

  it('sends all six periods above 15 kW', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { waiting_for_signature: true }));
    setup();
    for (const [field, value] of [
      ['power', '20'],
      ['power2', '20'],
      ['power3', '20'],
      ['power4', '20'],
      ['power5', '20'],
      ['power6', '25,5'],
    ]) {
      type(field as string, value as string);
    }
    type('phone', '600123456');
    submit();
    await screen.findByTestId('dialog-success');
    expect(apiCalls(calls)[0]?.body).toMatchObject({ power_p1: 20000, power_p5: 20000, power_p6: 25500, phone_pre: '+34' });
  });

  it('a 400 marks the fields the server names', async () => {
    stubFetch(() =>
      jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { power_p2: ['power_value_invalid'] } }),
    );
    setup();
    type('power', '5,75');
    type('power2', '5,75');
    type('phone', '+34600123456');
    submit();
    await waitFor(() => expect(helperOf('power2')).toMatch(/up to three decimals/));
    expect(screen.queryByTestId('dialog-error')).toBeNull();
  });

  it('a 406 is the error state with the refused-change text, keeping what was typed', async () => {
    stubFetch(() => jsonResponse(406, { code: 'power_change_not_acceptable', message: 'power_same_error_modification_close' }));
    setup();
    type('power', '5,75');
    type('power2', '5,75');
    type('phone', '+34600123456');
    submit();
    expect((await screen.findByTestId('dialog-error')).textContent).toMatch(/already a change in process/);
    expect((screen.getByTestId('field-power') as HTMLInputElement).value).toBe('5,75');
    expect(screen.getByTestId('dialog-submit').textContent).toBe('Try again');
  });

  it('any other failure shows message_cant_do_operation', async () => {
    stubFetch(() => jsonResponse(500, { code: 'internal_error', message: 'internal_error' }));
    setup();
    type('power', '5,75');
    type('power2', '5,75');
    type('phone', '+34600123456');
    submit();
    expect((await screen.findByTestId('dialog-error')).textContent).toBe('The operation could not be done. Please try again later.');
  });

  it('cancel closes', () => {
    const { onClose } = setup();
    fireEvent.click(screen.getByTestId('dialog-cancel'));
    expect(onClose).toHaveBeenCalled();
  });
});
