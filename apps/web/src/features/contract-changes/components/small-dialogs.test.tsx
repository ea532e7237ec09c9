import '../../../test/dom.ts';
import type { TContract } from '@portal/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../shared/ui/notice-store.ts';
import { contractFixture, gasContractFixture } from '../../../test/contract-fixture.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { CadastralReferenceDialog } from './cadastral-reference-dialog.tsx';
import { InvoiceDeliveryDialog } from './invoice-delivery-dialog.tsx';
import { SipsDialog } from './sips-dialog.tsx';

const submitButton = () => screen.getByTestId('dialog-submit') as HTMLButtonElement;
const helperOf = (field: string) => {
  const id = screen.getByTestId(`field-${field}`).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('cadastral reference dialog (customer-area §5)', () => {
  const setup = (current: string | null = '9872023VH5797S0001WX') => {
    const onClose = vi.fn();
    renderWithApp(<CadastralReferenceDialog contract={contractFixture({ ref_catastral: current })} onClose={onClose} />);
    return { onClose };
  };
  const type = (value: string) => fireEvent.change(screen.getByTestId('field-ref_catastral'), { target: { value } });

  it('upper-cases as it is typed and strips spaces on leaving; submit only when non-empty and different', async () => {
    setup();
    const input = screen.getByTestId('field-ref_catastral') as HTMLInputElement;
    expect(input.value).toBe('9872023VH5797S0001WX');
    expect(submitButton().disabled).toBe(true);
    type('9872023 vh5797s 0001wx');
    expect(input.value).toBe('9872023 VH5797S 0001WX');
    expect(submitButton().disabled).toBe(true);
    type('');
    expect(submitButton().disabled).toBe(true);
    type('1234 abc');
    expect(input.value).toBe('1234 ABC');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.blur(input);
    expect(input.value).toBe('1234ABC');
  });

  it('shows a full reference pasted with dots or dashes in its printed groups, and sends it compact', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { ref_catastral: '7837301VG8173B0001TT' }));
    const { onClose } = setup();
    const input = screen.getByTestId('field-ref_catastral') as HTMLInputElement;
    type('7837301-vg8173b-0001 tt');
    fireEvent.blur(input);
    expect(input.value).toBe('7837301 VG8173B 0001 TT');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiCalls(calls)[0]).toMatchObject({ body: { ref_catastral: '7837301VG8173B0001TT' } });
  });

  it('compares the compact form with the current reference', () => {
    setup('7837301VG8173B0001TT');
    type('7837301.VG8173B.0001.TT');
    expect(submitButton().disabled).toBe(true);
  });

  it('explains a reference too long or with other characters', async () => {
    setup(null);
    type('123456789012345678901');
    await waitFor(() => expect(helperOf('ref_catastral')).toBe('The cadastral reference can have at most 20 characters.'));
    expect(submitButton().disabled).toBe(true);
    type('12/34');
    await waitFor(() => expect(helperOf('ref_catastral')).toBe('Use letters and digits only.'));
    fireEvent.blur(screen.getByTestId('field-ref_catastral'));
    expect((screen.getByTestId('field-ref_catastral') as HTMLInputElement).value).toBe('12/34');
  });

  it('refuses a 20-character reference whose control letters do not match, and keeps the 14-character parcel', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { ref_catastral: '7837301VG8173B0001TT' }));
    setup(null);
    type('7837301 VG8173B 0001 TX');
    await waitFor(() => expect(helperOf('ref_catastral')).toBe('The cadastral reference is not valid.'));
    expect(submitButton().disabled).toBe(true);
    fireEvent.blur(screen.getByTestId('field-ref_catastral'));
    expect((screen.getByTestId('field-ref_catastral') as HTMLInputElement).value).toBe('7837301 VG8173B 0001 TX');
    type('ABCDEFGHIJ1234567890');
    await waitFor(() => expect(helperOf('ref_catastral')).toBe('The cadastral reference is not valid.'));
    type('7837301VG8173B');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    type('7837301VG8173B0001TT');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(helperOf('ref_catastral')).not.toBe('The cadastral reference is not valid.');
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it('sends it with the contract type; success closes with a notice', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { ref_catastral: '1234ABC' }));
    const { onClose } = setup();
    type('1234abc');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiCalls(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/contracts/C1001/ref_catastral/?type=electricity',
      body: { ref_catastral: '1234ABC' },
    });
    expect(noticeStore.getState().notice?.messageKey).toBe('ref_catastral_dialog_success');
  });

  it('a failure shows the generic message and keeps the value', async () => {
    stubFetch(() => jsonResponse(500, { code: 'internal_error', message: 'internal_error' }));
    const { onClose } = setup();
    type('1234abc');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('dialog-error')).textContent).toBe('The operation could not be done. Please try again later.');
    expect((screen.getByTestId('field-ref_catastral') as HTMLInputElement).value).toBe('1234ABC');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('invoice delivery dialog (customer-area §5)', () => {
  it('offers email or post, sends the new method and closes', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { invoice_online: 'postal' }));
    const onClose = vi.fn();
    renderWithApp(<InvoiceDeliveryDialog contract={gasContractFixture({ invoice_online: 'email' })} onClose={onClose} />);
    expect((screen.getByTestId('field-invoice_online-email') as HTMLInputElement).checked).toBe(true);
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('field-invoice_online-postal'));
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiCalls(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/contracts/G2001/?type=gas',
      body: { invoice_online: 'postal' },
    });
  });

  it('a failure shows message_cant_do_operation', async () => {
    stubFetch(() => jsonResponse(409, { code: 'change_not_allowed', message: 'message_cant_do_operation' }));
    renderWithApp(<InvoiceDeliveryDialog contract={contractFixture()} onClose={vi.fn()} />);
    fireEvent.click(screen.getByTestId('field-invoice_online-postal'));
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('dialog-error')).textContent).toBe('The operation could not be done. Please try again later.');
  });
});

describe('SIPS cession opt-out dialog (customer-area §4)', () => {
  const setup = (state: 'requested' | 'active' | 'unactive' = 'unactive') => {
    const onSucceeded = vi.fn();
    renderWithApp(
      <SipsDialog
        contract={contractFixture({ no_cession_sips: { state, waiting_for_signature: false } })}
        onClose={vi.fn()}
        onSucceeded={onSucceeded}
      />,
    );
    return { onSucceeded };
  };
  const box = () => screen.getByTestId('field-noCessionSelection') as HTMLInputElement;

  it('unactive: unticked; submit only once ticked; sends it and reports the signature', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { waiting_for_signature: true }));
    const { onSucceeded } = setup();
    expect(box().checked).toBe(false);
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(box());
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('dialog-success')).textContent).toMatch(/waiting for your signature/);
    expect(apiCalls(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/contracts/C1001/no_cession_sips/',
      body: { noCessionSelection: true },
    });
    expect(onSucceeded).toHaveBeenCalledWith(true);
  });

  const showStatus = (noCessionSips: TContract['no_cession_sips'], waitingForSignature: string[] = []) => {
    const { calls } = stubFetch(() => jsonResponse(200, { feature_flags: { 'crm.case': true } }));
    const onClose = vi.fn();
    renderWithApp(
      <SipsDialog
        contract={contractFixture({ no_cession_sips: noCessionSips, waitingForSignature })}
        onClose={onClose}
        onSucceeded={vi.fn()}
      />,
    );
    return { calls, onClose };
  };

  it.each([
    [{ state: 'requested', waiting_for_signature: true }, [], /waiting for your signature/],
    [{ state: 'requested', waiting_for_signature: false }, ['no_cession_sips'], /waiting for your signature/],
    [{ state: 'requested', waiting_for_signature: false }, [], /We are processing your request/],
    [{ state: 'active', waiting_for_signature: false }, [], /Your consumption data is not shared/],
  ] as const)(
    'once asked for (%j, waiting %j) it shows where it stands and the way back, with nothing to send',
    async (sips, waiting, text) => {
      const { calls, onClose } = showStatus(sips, [...waiting]);
      expect(screen.getByTestId('sips-status').textContent).toMatch(text);
      expect(screen.getByTestId('sips-way-back').textContent).toMatch(/cannot be done online: write to us/);
      const link = await screen.findByRole('link', { name: 'Write to us' });
      expect(link.getAttribute('href')).toBe('/customer-service');
      expect(screen.queryByTestId('dialog-submit')).toBeNull();
      expect(screen.queryByTestId('field-noCessionSelection')).toBeNull();
      expect(apiCalls(calls).filter((call) => call.url.includes('no_cession_sips'))).toEqual([]);
      fireEvent.click(screen.getByTestId('dialog-cancel'));
      expect(onClose).toHaveBeenCalled();
    },
  );

  it('keeps its success message when the contract reloads with the opt-out asked for', async () => {
    stubFetch(() => jsonResponse(200, { waiting_for_signature: true }));
    let reload: (contract: TContract) => void = () => {};
    function Page() {
      const [contract, setContract] = useState(contractFixture());
      reload = setContract;
      return <SipsDialog contract={contract} onClose={vi.fn()} onSucceeded={vi.fn()} />;
    }
    renderWithApp(<Page />);
    fireEvent.click(box());
    fireEvent.click(submitButton());
    await screen.findByTestId('dialog-success');
    act(() =>
      reload(
        contractFixture({ no_cession_sips: { state: 'requested', waiting_for_signature: true }, waitingForSignature: ['no_cession_sips'] }),
      ),
    );
    expect(screen.getByTestId('dialog-success')).toBeTruthy();
    expect(screen.queryByTestId('sips-status')).toBeNull();
  });

  it("without the contact form, the way back is the retailer's e-mail", async () => {
    stubFetch(() => jsonResponse(200, { feature_flags: { 'crm.case': false } }));
    renderWithApp(
      <SipsDialog
        contract={contractFixture({ no_cession_sips: { state: 'active', waiting_for_signature: false } })}
        onClose={vi.fn()}
        onSucceeded={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('sips-way-back-link').getAttribute('href')).toMatch(/^mailto:.+@/));
  });

  it('an error returns to unactive showing the FIRST message of noCessionSelection', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        code: 'validation_error',
        message: 'validation_error',
        errors: { noCessionSelection: ['required_field', 'field_invalid'] },
      }),
    );
    setup();
    fireEvent.click(box());
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('dialog-error')).textContent).toBe('This field is required.');
    expect(screen.queryByTestId('sips-in-process')).toBeNull();
    expect(box().disabled).toBe(false);
    expect(box().checked).toBe(true);
  });
});

describe('a disabled submit says why', () => {
  const reasonOfSubmit = async () => {
    expect(submitButton().disabled).toBe(true);
    const wrapper = screen.getByTestId('dialog-submit-tooltip');
    expect(wrapper.getAttribute('tabindex')).toBe('0');
    fireEvent.mouseOver(wrapper);
    return (await screen.findByRole('tooltip')).textContent;
  };

  it('invoice delivery: the method already in place', async () => {
    renderWithApp(<InvoiceDeliveryDialog contract={contractFixture()} onClose={vi.fn()} />);
    expect(await reasonOfSubmit()).toBe('This is already how you receive your invoices.');
  });

  it('cadastral reference: the reference the contract already has', async () => {
    renderWithApp(<CadastralReferenceDialog contract={contractFixture({ ref_catastral: '9872023VH5797S0001WX' })} onClose={vi.fn()} />);
    expect(await reasonOfSubmit()).toBe('This is the current cadastral reference.');
  });

  it('SIPS: the box not ticked yet', async () => {
    renderWithApp(<SipsDialog contract={contractFixture()} onClose={vi.fn()} onSucceeded={vi.fn()} />);
    expect(await reasonOfSubmit()).toBe('Tick the box to send the request.');
  });

  it('an enabled submit has no tooltip wrapper', async () => {
    renderWithApp(<SipsDialog contract={contractFixture()} onClose={vi.fn()} onSucceeded={vi.fn()} />);
    fireEvent.click(screen.getByTestId('field-noCessionSelection'));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByTestId('dialog-submit-tooltip')).toBeNull();
  });
});
