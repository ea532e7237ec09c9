import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { INVOICE_FILTER_CATEGORIES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../shared/i18n/message-text.ts';
import { DateField } from '../../../../shared/ui/fields/date-field.tsx';
import { setDraftValue, type TFilterDraft, type TFilterDraftErrors, valueInputCount } from '../../model/filter-draft.ts';

export interface TFilterValueFieldsProps {
  idPrefix: string;
  draft: TFilterDraft;
  errors: TFilterDraftErrors;
  /** Choices of an autocomplete category (GET filter/params), undefined while loading. */
  options: string[] | undefined;
  onChange: (draft: TFilterDraft) => void;
}

const fieldSx = { minWidth: 180, flex: '1 1 180px' } as const;

/**
 * The value inputs of the condition being written, by the category's kind: free text, a list
 * of values to choose from, dates (the shared DateField, in the portal's language), euro amounts
 * or the payment state. A range has a
 * from and a to. Errors are translated and tied to their input.
 */
export function FilterValueFields({ idPrefix, draft, errors, options, onChange }: TFilterValueFieldsProps) {
  const { t } = useTranslation();
  const { kind, options: states } = INVOICE_FILTER_CATEGORIES[draft.category];
  const errorOf = (key: string) => {
    const message = errors[key];
    return message ? messageText(t, message) : undefined;
  };

  if (kind === 'autocomplete') {
    const error = errorOf('values') ?? errorOf('values.0');
    return (
      <Autocomplete
        multiple
        freeSolo
        id={`${idPrefix}-values`}
        options={options ?? []}
        loading={options === undefined}
        loadingText={t('invoices_filter_options_loading')}
        noOptionsText={t('invoices_filter_no_options')}
        value={draft.values}
        onChange={(_, values) => onChange({ ...draft, values: values.map(String) })}
        sx={{ ...fieldSx, minWidth: 240 }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t('invoices_filter_values')}
            error={Boolean(error)}
            helperText={error ?? t('invoices_filter_values_hint')}
            slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'invoices-filter-values' } }}
          />
        )}
      />
    );
  }

  if (kind === 'select') {
    const error = errorOf('values.0');
    return (
      <TextField
        select
        size="small"
        id={`${idPrefix}-value-0`}
        label={t('invoices_filter_value')}
        value={draft.values[0] ?? ''}
        onChange={(event) => onChange(setDraftValue(draft, 0, event.target.value))}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'invoices-filter-value-0' } }}
        sx={fieldSx}
      >
        <option value="">{t('invoices_filter_choose')}</option>
        {(states ?? []).map((state) => (
          <option key={state} value={state}>
            {t(`invoices_filter_paid_${state}`)}
          </option>
        ))}
      </TextField>
    );
  }

  const count = valueInputCount(draft);
  const labelOf = (index: number) => {
    if (count === 2) return t(index === 0 ? 'invoices_filter_from' : 'invoices_filter_to');
    return t('invoices_filter_value');
  };
  const hint = kind === 'numeric' ? t('invoices_filter_amount_hint') : undefined;
  return (
    <>
      {Array.from({ length: count }, (_, index) => {
        const error = errorOf(`values.${index}`);
        if (kind === 'date') {
          return (
            <DateField
              key={index}
              id={`${idPrefix}-value-${index}`}
              label={labelOf(index)}
              value={draft.values[index] ?? ''}
              onChange={(day) => onChange(setDraftValue(draft, index, day))}
              error={error}
              testId={`invoices-filter-value-${index}`}
              sx={fieldSx}
            />
          );
        }
        return (
          <TextField
            key={index}
            size="small"
            id={`${idPrefix}-value-${index}`}
            label={labelOf(index)}
            value={draft.values[index] ?? ''}
            onChange={(event) => onChange(setDraftValue(draft, index, event.target.value))}
            error={Boolean(error)}
            helperText={error ?? hint}
            slotProps={{
              htmlInput: {
                'data-testid': `invoices-filter-value-${index}`,
                inputMode: kind === 'numeric' ? 'decimal' : 'text',
                maxLength: 200,
              },
            }}
            sx={fieldSx}
          />
        );
      })}
    </>
  );
}
