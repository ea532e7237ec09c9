import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, PARTNER_LANGUAGES, type TLanguage, type TSettings } from '@portal/domain';

/** Each language's own name, as the selector shows it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  'ca-ES': 'Català',
  'es-ES': 'Español',
  'en-US': 'English',
  'gl-ES': 'Galego',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
};

type TLanguageSettings = Pick<TSettings, 'language'>;

/** The languages enabled in settings plus the partner languages, always (visitor-and-shell §1). */
export function availableLanguages(settings: TLanguageSettings): TLanguage[] {
  const offered = new Set<string>([...settings.language.enabled, ...settings.language.partner, ...PARTNER_LANGUAGES]);
  return LANGUAGES.filter((language) => offered.has(language));
}

/** Default language (customer-area §1): the lang cookie, else the settings' default, else ca-ES. */
export function initialLanguage(cookie: string | undefined, settings: TLanguageSettings): TLanguage {
  const available = availableLanguages(settings);
  if (isLanguage(cookie) && available.includes(cookie)) return cookie;
  const configured = settings.language.default;
  if (isLanguage(configured) && available.includes(configured)) return configured;
  return FALLBACK_LANGUAGE;
}
