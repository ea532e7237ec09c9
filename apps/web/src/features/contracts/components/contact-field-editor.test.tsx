import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { ContactFieldEditor } from './contact-field-editor.tsx';

const ALLOWED = { visible: true, disabled: false };
const show = (field: 'email' | 'phone' = 'email', value: string | null = 'maria@example.com', rule = ALLOWED) =>
  renderWithApp(
    <ContactFieldEditor contractName="C1001" field={field} label={field === 'email' ? 'Email' : 'Phone'} value={value} rule={rule} />,
  );
const helper = (field: string) => {
  const id = screen.getByTestId(`field-${field}`).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('contact field editor (customer-area §4)', () => {
  it('init shows the value; edit opens the input with it', () => {
    show();
    expect(screen.getByTestId('contact-email-value').textContent).toBe('maria@example.com');
    fireEvent.click(screen.getByTestId('button-edit-email'));
    expect((screen.getByTestId('field-email') as HTMLInputElement).value).toBe('maria@example.com');
    fireEvent.click(screen.getByTestId('contact-email-cancel'));
    expect(screen.getByTestId('contact-email-value')).toBeTruthy();
  });

  it('checks the value with the domain schema before sending', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    show();
    fireEvent.click(screen.getByTestId('button-edit-email'));
    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('contact-email-save'));
    await waitFor(() => expect(helper('email')).toBe('Enter a valid email address.'));
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it('sending, then back to init on save', async () => {
    let release: (response: Response) => void = () => undefined;
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    show('phone', '+34600123456');
    fireEvent.click(screen.getByTestId('button-edit-phone'));
    fireEvent.change(screen.getByTestId('field-phone'), { target: { value: '+34 611 222 333' } });
    fireEvent.click(screen.getByTestId('contact-phone-save'));
    await waitFor(() => expect(screen.getByTestId('contact-phone-save').textContent).toBe('Sending…'));
    expect((screen.getByTestId('field-phone') as HTMLInputElement).disabled).toBe(true);
    expect(apiCalls(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/contracts/C1001/notification/phone/',
      body: { phone: '+34 611 222 333' },
    });
    release(jsonResponse(200, { phone: '+34611222333' }));
    await waitFor(() => expect(screen.getByTestId('contact-phone-value')).toBeTruthy());
  });

  it('takes the phone back as the page shows it; the limit counts digits, not spaces or the prefix', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { phone: '+34 612 345 678' }));
    show('phone', '+34 612 345 678');
    fireEvent.click(screen.getByTestId('button-edit-phone'));
    const input = screen.getByTestId('field-phone') as HTMLInputElement;
    expect(input.value).toBe('+34 612 345 678');
    expect(input.maxLength).toBeGreaterThan('+34 612 345 678'.length);
    // A 13th digit typed is not taken.
    fireEvent.change(input, { target: { value: '+34 612 345 678 90' } });
    expect(input.value).toBe('+34 612 345 678 9');
    fireEvent.change(input, { target: { value: '+34 612 345 678' } });
    fireEvent.click(screen.getByTestId('contact-phone-save'));
    await waitFor(() => expect(apiCalls(calls)).toHaveLength(1));
    expect(apiCalls(calls)[0]).toMatchObject({ body: { phone: '+34 612 345 678' } });
  });

  it('a 400 stays in editing with the server’s message', async () => {
    stubFetch(() => jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { email: ['email_not_valid'] } }));
    show();
    fireEvent.click(screen.getByTestId('button-edit-email'));
    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'other@example.com' } });
    fireEvent.click(screen.getByTestId('contact-email-save'));
    await waitFor(() => expect(helper('email')).toBe('Enter a valid email address.'));
    expect((screen.getByTestId('field-email') as HTMLInputElement).value).toBe('other@example.com');
  });

  it('with a read-only token the edit button is disabled', () => {
    show('email', 'maria@example.com', { visible: true, disabled: true, reason: 'read_only_token' } as never);
    expect((screen.getByTestId('button-edit-email') as HTMLButtonElement).disabled).toBe(true);
  });
});
