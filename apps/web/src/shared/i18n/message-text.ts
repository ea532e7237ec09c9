import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';

/** Shown for a message key the catalogues do not know (an API newer than this build). */
export const GENERIC_MESSAGE_KEY = 'message_cant_do_operation';

/** The text of a message key from the API or a schema, never the raw key. */
export function messageText(t: TFunction, key: string): string {
  return i18n.exists(key) ? t(key) : t(GENERIC_MESSAGE_KEY);
}
