import TextField from '@mui/material/TextField';
import { LANGUAGES, type TLanguage } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';

/**
 * Which language's texts the form shows: one language at a time, the others kept as typed. Each
 * option says whether that language is written and whether its fields have an error, so nothing
 * hidden is forgotten. A native select, as the console's other choices.
 */
export function ContentLanguageSelect({
  id,
  value,
  onChange,
  written,
  failed,
}: {
  id: string;
  value: TLanguage;
  onChange: (language: TLanguage) => void;
  written: (language: TLanguage) => boolean;
  failed: (language: TLanguage) => boolean;
}) {
  const { t } = useTranslation();
  const label = (language: TLanguage) =>
    [LANGUAGE_NAMES[language], written(language) ? t('staff_content_language_written') : t('staff_content_language_empty')]
      .concat(failed(language) ? [t('staff_content_language_failed')] : [])
      .join(' · ');
  return (
    <TextField
      select
      size="small"
      id={id}
      label={t('staff_content_language')}
      helperText={t('staff_content_language_hint')}
      value={value}
      onChange={(event) => onChange(event.target.value as TLanguage)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': id } }}
      sx={{ minWidth: 240, mt: 1 }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {label(language)}
        </option>
      ))}
    </TextField>
  );
}
