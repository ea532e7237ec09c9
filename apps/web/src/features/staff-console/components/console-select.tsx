import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/**
 * A console filter's choice: a native select (keyboard and screen readers as everywhere), with
 * "all" as its empty first option when `all` is given.
 */
export function ConsoleSelect<V extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  all,
  onChange,
}: {
  id: string;
  label: string;
  value: V | '';
  options: readonly V[];
  optionLabel: (option: V) => string;
  all?: boolean;
  onChange: (value: V | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': id } }}
      sx={{ minWidth: 180 }}
    >
      {all ? <option value="">{t('staff_filter_all')}</option> : null}
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
