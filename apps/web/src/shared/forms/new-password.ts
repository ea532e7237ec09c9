import { passwordMinLength } from '@portal/domain';
import type { TFunction } from 'i18next';
import { i18n } from '../i18n/i18n.ts';
import { messageText } from '../i18n/message-text.ts';
import { useSettings } from '../settings/index.ts';

/**
 * New passwords' minimum length, from the settings (password.minLength): the number the API
 * reads too, so the form's schema (built with it) refuses exactly what the API refuses.
 */
export const usePasswordMinLength = (): number => passwordMinLength(useSettings());

/**
 * The text of a message key of a form that sets a password: messageText, with the minimum
 * length for the messages that name it (change_password_too_short, change_password_rules).
 * Their words are in account.json, which the pages setting a password load.
 */
export function newPasswordMessageText(t: TFunction, key: string, minLength: number): string {
  return i18n.exists(key, { count: minLength }) ? t(key, { min: minLength, count: minLength }) : messageText(t, key);
}
