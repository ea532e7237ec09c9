import { FALLBACK_LANGUAGE, isLanguage, type TLanguage } from '@portal/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIES, ONE_YEAR_SECONDS, setCookie } from '../cookies/browser-cookies.ts';

export type TCatalogue = Record<string, string>;

/**
 * One chunk per language and catalogue part: `translation` holds the shell, the login page and
 * the words any page may show; `shared` the words of shared/ that only some pages show (file
 * picker, change dialogs); each feature has its own part named after it (`contracts`…), fetched
 * when its pages first render, so features do not grow what the login page loads. Even the feature
 * parts' loaders (six per part) live in their own chunk (feature-catalogues.ts), fetched with the
 * first feature page: a new part then adds nothing to the login page.
 * Parts merge into the one `translation` namespace: components translate keys as usual.
 */
const SHARED_CATALOGUES = import.meta.glob<TCatalogue>('../../locales/*/translation.json', { import: 'default' });
const featureCatalogues = () =>
  import('./feature-catalogues.ts').then((module) => {
    module.addFeatureFormatters(i18n);
    return module.FEATURE_CATALOGUES;
  });
export type TCataloguePart =
  | 'translation'
  | 'shared'
  | 'auth'
  | 'contracts'
  | 'communications'
  | 'contract-changes'
  | 'consumption'
  | 'virtual-batteries'
  | 'tariff-options'
  | 'customer-service'
  | 'invoices'
  | 'overview'
  | 'newsletters'
  | 'password-reset'
  | 'power-calculator'
  | 'price-alerts'
  | 'profile'
  | 'requests'
  | 'signup'
  | 'signatures'
  | 'trail'
  | 'comparator'
  | 'home'
  | 'contracting'
  | 'staff-console';
const requestedParts = new Set<TCataloguePart>(['translation']);
const loadedParts = new Set<string>();

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

async function loadPart(language: TLanguage, part: TCataloguePart): Promise<void> {
  const id = `${language}/${part}`;
  if (loadedParts.has(id)) return;
  const path = `../../locales/${id}.json`;
  const loader = part === 'translation' ? SHARED_CATALOGUES[path] : (await featureCatalogues())[path];
  if (!loader) throw new Error(`No catalogue ${id}`);
  i18n.addResourceBundle(language, 'translation', await loader(), true, true);
  loadedParts.add(id);
}

/** The language's catalogue: the shared part and every part a feature has asked for. */
export async function loadCatalogue(language: TLanguage): Promise<void> {
  await Promise.all([...requestedParts].map((part) => loadPart(language, part)));
}

export const isCataloguePartLoaded = (part: TCataloguePart, language: TLanguage = currentLanguage()) =>
  loadedParts.has(`${language}/${part}`);

/** A feature's messages, in the current language now and in every language switched to later. */
export async function loadCataloguePart(part: TCataloguePart): Promise<void> {
  requestedParts.add(part);
  await loadPart(currentLanguage(), part);
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
