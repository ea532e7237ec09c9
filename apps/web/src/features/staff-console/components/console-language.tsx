import { LANGUAGES, type TLanguage } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/**
 * The console's own language switcher: the portal's six languages, through the portal's i18n
 * (every part loaded so far, the console's words among them, loads in the new language). A
 * native select: keyboard and screen readers work with it as they do everywhere.
 */
export function ConsoleLanguage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="staff-console-language">
      <span>{t('staff_language')}</span>
      <select
        value={language}
        data-testid="staff-language"
        onChange={(event) => void changeLanguage(event.target.value as TLanguage).catch(() => undefined)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
