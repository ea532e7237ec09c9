import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import ActivationPage from '../pages/activation-page.tsx';

const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';
const posts = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.method === 'POST');
const field = (id: string) => screen.getByTestId(`field-${id}`) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('activation-submit'));

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('signup');
  await loadCataloguePart('shared');
});
afterEach(() => vi.unstubAllGlobals());

describe('the activation page', () => {
  it('takes the token from the link, removes it from the address, sets the password and offers to sign in', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { result: { login: '70000099J' } }));
    renderWithApp(<ActivationPage />, { route: `/activation?key=${TOKEN}` });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/activation'));
    type('password', 'Nova-Clau-Alta1');
    type('repeat', 'Nova-Clau-Alta1');
    submit();
    expect((await screen.findByTestId('activation-done')).textContent).toContain('70000099J');
    expect(posts(calls)[0]?.body).toEqual({ token: TOKEN, password: 'Nova-Clau-Alta1', repeat: 'Nova-Clau-Alta1' });
    expect(posts(calls)[0]?.url).toMatch(/\/api\/v1\/signup\/activate$/);
  });

  it('applies the change-password rules before sending', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { result: { login: 'x' } }));
    renderWithApp(<ActivationPage />, { route: `/activation?key=${TOKEN}` });
    type('password', 'weak');
    type('repeat', 'weak');
    submit();
    await waitFor(() => expect(field('password').getAttribute('aria-invalid')).toBe('true'));
    // Twelve characters and the composition rules, but a common word padded: refused by the list.
    type('password', 'Sunshine2026!');
    type('repeat', 'Sunshine2026!');
    submit();
    expect(await screen.findByText(/This password is too common/)).toBeTruthy();
    type('password', 'Nova-Clau-Alta1');
    type('repeat', 'Nova-Clau-Alta2');
    submit();
    await waitFor(() => expect(field('repeat').getAttribute('aria-invalid')).toBe('true'));
    expect(posts(calls)).toHaveLength(0);
  });

  it('says when the link is used or expired, and offers a new one', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        code: 'activation_link_invalid',
        message: 'activation_link_invalid',
        errors: { token: ['activation_link_invalid'] },
      }),
    );
    renderWithApp(<ActivationPage />, { route: `/activation?key=${TOKEN}` });
    type('password', 'Nova-Clau-Alta1');
    type('repeat', 'Nova-Clau-Alta1');
    submit();
    const error = await screen.findByTestId('activation-error');
    expect(error.textContent).toContain('The link is not valid: it has already been used or has expired.');
    expect(screen.getByTestId('activation-sign-up-again')).toBeTruthy();
    expect(field('password').value).toBe('Nova-Clau-Alta1');
  });

  it('explains activation when opened without a link', () => {
    stubFetch(() => jsonResponse(404, {}));
    renderWithApp(<ActivationPage />, { route: '/activation' });
    expect(screen.getByTestId('activation-no-token').textContent).toContain('open the link in the e-mail');
    expect(screen.queryByTestId('activation-submit')).toBeNull();
  });
});
