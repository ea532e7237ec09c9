import { LANGUAGES, type TLanguage } from '@portal/domain';

type TTexts<T> = Partial<Record<TLanguage, T>>;

/**
 * A content form holds every language's texts, blank where a language is not written (the
 * domain's schema drops blank languages): the stored texts over blank ones.
 */
export function everyLanguage<T extends Record<string, string>>(blank: T, stored: TTexts<T> = {}): Record<TLanguage, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, { ...blank, ...stored[language] }])) as Record<TLanguage, T>;
}

/** Whether a language's texts say anything (the schema's rule: a language all blank is not written). */
export const isWritten = (texts: Record<string, unknown> | undefined): boolean =>
  Object.values(texts ?? {}).some((value) => typeof value === 'string' && value.trim() !== '');

/** The languages whose fields have an error, in the portal's order. */
export function languagesWithErrors(errors: unknown): TLanguage[] {
  if (typeof errors !== 'object' || errors === null) return [];
  return LANGUAGES.filter((language) => (errors as Record<string, unknown>)[language] !== undefined);
}

/** The language a text is shown in, in a list: the console's, else the first written. */
export function shownText<T>(texts: TTexts<T>, language: TLanguage): T | undefined {
  return texts[language] ?? LANGUAGES.map((other) => texts[other]).find((text) => text !== undefined);
}

/** The API's field names of the texts, for the server-error plan. */
export const textFields = (fields: readonly string[]): string[] =>
  LANGUAGES.flatMap((language) => fields.map((field) => `texts.${language}.${field}`));
