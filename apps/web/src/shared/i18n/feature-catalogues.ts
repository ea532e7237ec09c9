import { catalanDe } from '@portal/domain/i18n/catalan-de';
import type { i18n as TI18n } from 'i18next';

/**
 * The loaders of every lazily loaded part of every language (i18n.ts): a chunk of its own,
 * fetched with the first page that asks for a part, so the login page ships only the loaders of
 * `translation`. A part is `locales/<lang>/<feature>.json`, named exactly after the feature that
 * owns it, or `shared.json` for the words of shared/ that only some pages show (file picker,
 * change dialogs, new-password rules); locales/catalogue-owners.test.ts holds every feature to
 * its own part and the two shared ones.
 */
export const FEATURE_CATALOGUES = import.meta.glob<Record<string, string>>(
  ['../../locales/*/*.json', '!../../locales/*/translation.json'],
  { import: 'default' },
);

/**
 * Catalan writes "de" before a name it does not know as {{name, de}}: "d'Energia Demo", "de
 * Bateria Girona". Registered with the feature parts, the only ones that use it, so the login
 * page does not carry it: `translation` words name the organisation without "de" (a test holds
 * them to it).
 */
export function addFeatureFormatters(i18n: TI18n): void {
  i18n.services.formatter?.add('de', (value: unknown) => catalanDe(String(value)));
}
