/**
 * The loaders of every feature part of every language (i18n.ts): a chunk of its own, fetched with
 * the first page that asks for a part, so the login page ships only the shared part's loaders.
 */
export const FEATURE_CATALOGUES = import.meta.glob<Record<string, string>>(
  ['../../locales/*/*.json', '!../../locales/*/translation.json'],
  { import: 'default' },
);
