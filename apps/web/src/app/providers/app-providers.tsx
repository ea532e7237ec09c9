import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.ts';

/**
 * The providers around the whole app. No MUI theme and no query client here: the shell and the
 * login page draw without MUI (shared/ui/light/light.css holds MUI's CssBaseline) and make their
 * calls without TanStack Query; each page, menu or dialog that uses them is loaded with both
 * around it (shared/ui/theme/themed.ts, app/router/page-loaders.ts).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
