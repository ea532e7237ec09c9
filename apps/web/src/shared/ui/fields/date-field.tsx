import TextField from '@mui/material/TextField';
import { formatShortDate, isIsoDate, parseShortDate } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCataloguePart } from '../../i18n/use-catalogue-part.ts';
import { useLanguage } from '../../i18n/use-language.ts';

export interface TDateFieldProps {
  id: string;
  label: string;
  /** The day as YYYY-MM-DD, '' for none, or the text typed when it is not a day. */
  value: string;
  /** YYYY-MM-DD once the text is a day; otherwise the text as typed ('' when cleared). */
  onChange: (value: string) => void;
  /** A problem found outside the field (a range whose start is after its end), already translated. */
  error?: string;
  /** The input's test id; the error under it is `<testId>-error`. */
  testId?: string;
  required?: boolean;
  sx?: Record<string, unknown>;
}

// The day of the example in the error: its 31 shows which part is the day in every order.
const EXAMPLE_DAY = '2026-12-31';

/**
 * A day typed as the portal's language writes it (dd/mm/aaaa, TT.MM.JJJJ, mm/dd/yyyy), not as the
 * browser's: a native date input follows the browser's locale and shows mm/dd/yyyy inside a Catalan
 * page. The pattern is the placeholder and the hint; a text that is not a real day gets a translated
 * message once the customer leaves the field. The value in and out is YYYY-MM-DD, as the API takes it.
 */
export function DateField({ id, label, value, onChange, error, testId, required, sx }: TDateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Its words are shared/'s, which not every page with a date field loads (the invoices page).
  useCataloguePart('shared');
  const shown = (day: string) => (isIsoDate(day) ? formatShortDate(day, language) : day);
  const [text, setText] = useState(() => shown(value));
  const [left, setLeft] = useState(false);
  // A day set from outside (a preset range, another language) is shown in the language's order.
  useEffect(() => {
    setText((current) => (isIsoDate(value) && parseShortDate(current, language) !== value ? formatShortDate(value, language) : current));
  }, [value, language]);

  const pattern = t('date_pattern');
  const unreadable = left && text.trim() !== '' && parseShortDate(text, language) === null;
  const message = unreadable ? t('date_invalid', { pattern, example: formatShortDate(EXAMPLE_DAY, language) }) : error;
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseShortDate(event.target.value, language) ?? event.target.value.trim());
      }}
      onBlur={() => setLeft(true)}
      placeholder={pattern}
      required={required}
      size="small"
      error={Boolean(message)}
      helperText={message ?? pattern}
      sx={sx}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId, autoComplete: 'off', maxLength: 10 },
        formHelperText: message && testId ? ({ 'data-testid': `${testId}-error` } as object) : undefined,
      }}
    />
  );
}
