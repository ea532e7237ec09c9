import { DEFAULT_SETTINGS, type TSettings } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { changeLanguage, i18n, loadCataloguePart } from '../shared/i18n/i18n.ts';
import { SettingsContext } from '../shared/settings/index.ts';

/** English with every catalogue part, so feature components find their messages. */
export const useEnglish = async () => {
  await changeLanguage('en-US', { persist: false });
  for (const part of ['shared', 'contracts', 'contract-changes', 'consumption', 'virtual-batteries', 'tariff-options'] as const)
    await loadCataloguePart(part);
  await loadCataloguePart('customer-service');
  await loadCataloguePart('requests');
};

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } } });

/** Renders the current location, so tests can assert where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface TRenderOptions {
  route?: string;
  /** React Router path pattern the UI is mounted on. */
  path?: string;
  settings?: TSettings;
  queryClient?: QueryClient;
}

/** The providers the app gives every page: query client, i18n (en-US), settings, router. */
export function renderWithApp(
  ui: ReactNode,
  { route = '/', path = '*', settings = DEFAULT_SETTINGS, queryClient = testQueryClient() }: TRenderOptions = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SettingsContext.Provider value={{ settings, ready: true, failed: false }}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SettingsContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
