import type { TLanguage } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';

/** Shown before any catalogue has loaded, so the busy indicator is named in every language. */
const BOOT_LABELS: Record<TLanguage, string> = {
  'ca-ES': 'Carregant…',
  'es-ES': 'Cargando…',
  'en-US': 'Loading…',
  'gl-ES': 'Cargando…',
  'fr-FR': 'Chargement…',
  'de-DE': 'Wird geladen…',
};

/** The loading screen: while the app starts, while the session is authenticating, while a page loads. */
export function AppLoading() {
  const { t, i18n } = useTranslation();
  const label = i18n.isInitialized && i18n.exists('app_loading') ? t('app_loading') : BOOT_LABELS[currentLanguage()];
  return <Spinner label={label} testId="app-loading" fullHeight />;
}
