import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.ts';

/**
 * The providers around the whole app. No MUI theme here: the shell and the login page draw
 * without MUI (shared/ui/light/light.css holds MUI's CssBaseline), and each page, menu or dialog
 * that uses MUI is loaded with the theme around it (shared/ui/theme/themed.ts).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
