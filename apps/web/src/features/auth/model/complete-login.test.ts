import { DEFAULT_SETTINGS } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { PROFILE } from '../test/profile-fixture.ts';
import { completeCredentialsLogin } from './complete-login.ts';

// A token the claims reader can decode: header, payload, signature.
const TOKEN = `e30.${btoa(JSON.stringify({ readonly: false }))}.sig`;

const login = (newCustomer: boolean, redirect?: { redirectPath: 'invoices' | 'profile'; redirectQuery?: string }) => {
  stubFetch(() => jsonResponse(200, { ...PROFILE, new_customer: newCustomer }));
  return completeCredentialsLogin(
    { token: TOKEN, change_password: false },
    {
      language: 'ca-ES',
      // No contracting page open: a new customer's place is the welcome page.
      // The home type that redirects / to the homepage, the invoices (the dashboard shows the overview there instead).
      settings: {
        ...DEFAULT_SETTINGS,
        homepage: 'invoices',
        home: { ...DEFAULT_SETTINGS.home, type: 'redirect' },
        contractation: {
          ...DEFAULT_SETTINGS.contractation,
          electricity: { enabled: false },
          gas: { enabled: false },
          dual: { enabled: false },
        },
      },
      queryClient: new QueryClient(),
      ...(redirect ? { redirect: { redirectParams: {}, redirectQuery: '', ...redirect } } : {}),
    },
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('where a login lands', () => {
  it('takes a new customer who signed in from the home route (redirected to the homepage) to the welcome page', async () => {
    expect((await login(true, { redirectPath: 'invoices' })).target).toBe('/benvingut');
  });

  it('still honours any other page a new customer was sent from, and an existing customer’s homepage', async () => {
    expect((await login(true, { redirectPath: 'profile' })).target).toBe('/perfil');
    expect((await login(true, { redirectPath: 'invoices', redirectQuery: '?contractName=0001001' })).target).toBe(
      '/factures?contractName=0001001',
    );
    expect((await login(false, { redirectPath: 'invoices' })).target).toBe('/factures');
  });
});
