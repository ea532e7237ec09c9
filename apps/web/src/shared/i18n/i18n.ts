import { FALLBACK_LANGUAGE, isLanguage, type TLanguage } from '@portal/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIES, ONE_YEAR_SECONDS, setCookie } from '../cookies/cookies.ts';

export type TCatalogue = Record<string, string>;

// One chunk per language: only the current language's catalogue is fetched.
const CATALOGUES = import.meta.glob<TCatalogue>('../../locales/*/translation.json', { import: 'default' });

/**
 * Initialised synchronously at import, with no catalogue yet and without Suspense: a
 * component that translates before the first catalogue arrives (the loading screen) must
 * render, not suspend the whole app while the code that loads the catalogue waits to run.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  // Every catalogue has every key (a unit test checks): no second catalogue as fallback.
  fallbackLng: false,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { useSuspense: false },
});

const catalogueLoader = (language: TLanguage) => CATALOGUES[`../../locales/${language}/translation.json`];

export async function loadCatalogue(language: TLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const loader = catalogueLoader(language);
  if (!loader) throw new Error(`No catalogue for ${language}`);
  i18n.addResourceBundle(language, 'translation', await loader(), true, true);
}

/**
 * Switches the interface language: loads its catalogue, sets <html lang>, and (unless told
 * not to) remembers it in the `lang` cookie.
 */
export async function changeLanguage(language: TLanguage, options: { persist?: boolean } = {}): Promise<void> {
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  if (options.persist !== false) setCookie(COOKIES.lang, language, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
