import { FALLBACK_LANGUAGE, isLanguage, type TLanguage } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The interface language; components re-render when it changes. */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
