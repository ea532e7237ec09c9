import '../../../test/dom.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFixture } from '../../../test/contract-fixture.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { PowerChangeDialog } from './power-change-dialog.tsx';

/** The company's 3.0TD 0002003: six periods, P1 and P2 at 15 kW. */
const SIX_PERIODS = contractFixture({
  contracted_power_period: [15, 15, 20, 20, 20, 25].map((power, index) => ({ period: `P${index + 1}`, power })),
});

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

  it("starts with today's powers, as the customer would type them", () => {
    setup();
    expect((screen.getByTestId('field-power') as HTMLInputElement).value).toBe('4.6');
    expect((screen.getByTestId('field-power2') as HTMLInputElement).value).toBe('4.6');
  });

  it('keeps P1 and raises P2: the pair has changed', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { waiting_for_signature: true }));
    setup();
    type('power2', '6,928');
    type('phone', '+34600123456');
    submit();
    await screen.findByTestId('dialog-success');
    expect(apiCalls(calls)[0]?.body).toMatchObject({ power_p1: 4600, power_p2: 6928 });
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
    type('power', '');
    type('power2', '');
    type('phone', '12');
    submit();
    await waitFor(() => expect(helperOf('power')).toBe('This field is required.'));
    expect(helperOf('power2')).toBe('This field is required.');
    expect(helperOf('phone')).toBe('Enter a valid phone number.');
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it('refuses the pair left as it is and more than three decimals', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { waiting_for_signature: true }));
    setup();
    type('power2', '4,6');
    type('phone', '+34600123456');
    submit();
    await waitFor(() => expect(helperOf('power')).toBe('Change at least one period: these are the powers you have now.'));
    expect(helperOf('power2')).toBe('Change at least one period: these are the powers you have now.');
    expect(apiCalls(calls)).toHaveLength(0);
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

  it('a contract of six periods shows the six from the start, with their powers', () => {
    setup(SIX_PERIODS);
    const values = ['power', 'power2', 'power3', 'power4', 'power5', 'power6'].map(
      (field) => (screen.getByTestId(`field-${field}`) as HTMLInputElement).value,
    );
    expect(values).toEqual(['15', '15', '20', '20', '20', '25']);
    expect(screen.getByLabelText(/Power – P6 \(kW\)/)).toBe(screen.getByTestId('field-power6'));
    expect(helperOf('power6')).toBe('Current: 25 kW');
    expect(screen.queryByTestId('power-costs')).toBeNull();
  });

  it('a contract of six periods: one period changed is enough, all six as they are is refused', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { waiting_for_signature: true }));
    setup(SIX_PERIODS);
    type('phone', '+34600123456');
    submit();
    await waitFor(() => expect(helperOf('power6')).toBe('Change at least one period: these are the powers you have now.'));
    expect(helperOf('power')).toBe('Change at least one period: these are the powers you have now.');
    expect(apiCalls(calls)).toHaveLength(0);
    type('power6', '30');
    submit();
    await screen.findByTestId('dialog-success');
    expect(apiCalls(calls)[0]?.body).toMatchObject({
      power_p1: 15000,
      power_p2: 15000,
      power_p3: 20000,
      power_p4: 20000,
      power_p5: 20000,
      power_p6: 30000,
    });
  });

  it('a contract of six periods refuses P1 = 30 with P2 = 20, and P4 at 0', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { waiting_for_signature: true }));
    setup(SIX_PERIODS);
    type('power', '30');
    type('power2', '20');
    type('power4', '0');
    type('phone', '+34600123456');
    submit();
    await waitFor(() => expect(helperOf('power2')).toBe('This period cannot be lower than the previous one.'));
    expect(helperOf('power4')).toBe('This field is required.');
    expect(apiCalls(calls)).toHaveLength(0);
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
