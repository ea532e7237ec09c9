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
