import '../../test/dom.ts';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { useFormSubmit } from './use-form-submit.ts';

type TValues = { subject: string; power: string };
const PLAN = { fields: { subject: 'subject', power_p1: 'power' }, files: ['files'], refusals: { '429': 'contact_too_many_requests' } };

function setUp(call: (values: TValues) => Promise<{ number: string }>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      const form = useForm<TValues>({ defaultValues: { subject: '', power: '' } });
      const submit = useFormSubmit({ mutation: useMutation({ mutationFn: call }), setError: form.setError, plan: PLAN });
      // Read while rendering, as a form does: react-hook-form renders again for what is read.
      const { errors } = form.formState;
      return { errors, submit };
    },
    { wrapper },
  );
}

const values = { subject: 'Factura', power: '4.6' };

describe('useFormSubmit: the mutation is the form’s state', () => {
  it('sending while the call runs, then sent with the answer; again empties it', async () => {
    let answer: (value: { number: string }) => void = () => undefined;
    const { result } = setUp(() => new Promise((resolve) => (answer = resolve)));
    let accepted: Promise<unknown> = Promise.resolve();
    act(() => {
      accepted = result.current.submit.submit(values);
    });
    await waitFor(() => expect(result.current.submit.sending).toBe(true));
    await act(async () => {
      answer({ number: 'R-1' });
      expect(await accepted).toEqual({ answer: { number: 'R-1' } });
    });
    await waitFor(() => expect(result.current.submit.sent).toBe(true));
    expect(result.current.submit).toMatchObject({ sending: false, answer: { number: 'R-1' }, errorKey: undefined });
    act(() => result.current.submit.again());
    await waitFor(() => expect(result.current.submit.sent).toBe(false));
  });

  it('puts field errors under their fields (by the form’s names) and the files’ under the picker', async () => {
    const error = new ApiError(400, 'validation_error', 'validation_error', {
      subject: ['field_too_long'],
      power_p1: ['power_modification_same'],
      files: ['file_too_large'],
    });
    const { result } = setUp(() => Promise.reject(error));
    await act(async () => {
      expect(await result.current.submit.submit(values)).toBeUndefined();
    });
    expect(result.current.errors.subject?.message).toBe('field_too_long');
    expect(result.current.errors.power?.message).toBe('power_modification_same');
    expect(result.current.submit.filesError).toBe('file_too_large');
    expect(result.current.submit.errorKey).toBeUndefined();
    // Changing the files clears their message.
    act(() => result.current.submit.setFilesError(undefined));
    expect(result.current.submit.filesError).toBeUndefined();
  });

  it('a refusal with its own words, and any other failure, as the general message', async () => {
    const { result } = setUp(() => Promise.reject(new ApiError(429, 'too_many', 'too_many')));
    await act(async () => {
      await result.current.submit.submit(values);
    });
    expect(result.current.submit.errorKey).toBe('contact_too_many_requests');
    expect(result.current.submit.sent).toBe(false);

    const offline = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(async () => {
      await offline.result.current.submit.submit(values);
    });
    expect(offline.result.current.submit.errorKey).toBe('message_cant_do_operation');
  });
});
