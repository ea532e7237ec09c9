/** The six languages the portal ships. Order is the selector's order. */
export const LANGUAGES = ['ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** Fallback when settings give no default (customer-area §1). */
export const FALLBACK_LANGUAGE: TLanguage = 'ca-ES';
/** Partner languages are always shown, whatever the deployment enables (visitor-and-shell §1). */
export const PARTNER_LANGUAGES: readonly TLanguage[] = ['ca-ES', 'es-ES'];

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Accepts 'es', 'es-ES', 'es_ES' or an Accept-Language header and answers one of ours. */
export function normaliseLanguage(value: string | undefined | null, fallback: TLanguage = FALLBACK_LANGUAGE): TLanguage {
  if (!value) return fallback;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().replace('_', '-').toLowerCase();
    if (!tag) continue;
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const byPrefix = LANGUAGES.find((l) => l.slice(0, 2).toLowerCase() === tag.slice(0, 2));
    if (byPrefix) return byPrefix;
  }
  return fallback;
}
