import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  INVOICE_FILTER_CATEGORIES,
  INVOICE_FILTER_CATEGORY_NAMES,
  type TFilterParamsResponse,
  type TInvoiceFilterCategory,
  type TInvoiceFilterCondition,
  type TInvoiceFilterUiOperator,
} from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCategory, checkDraft, emptyDraft, type TFilterDraft, type TFilterDraftErrors } from '../../model/filter-draft.ts';
import { FilterValueFields } from './filter-value-fields.tsx';

export interface TFilterConditionFormProps {
  /** Choices for the autocomplete categories; undefined while they load ({} when they could not). */
  params: TFilterParamsResponse | undefined;
  /** The form asks for the choices once an autocomplete category is picked. */
  onNeedParams: () => void;
  onAdd: (condition: TInvoiceFilterCondition) => void;
}

let nextConditionId = 1;

/**
 * Writes one condition: category, operator and values. Adding checks it with the domain's
 * schema; an invalid condition shows its errors and keeps what was typed. A valid one becomes a
 * chip and the values are cleared for the next.
 */
export function FilterConditionForm({ params, onNeedParams, onAdd }: TFilterConditionFormProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [draft, setDraft] = useState<TFilterDraft>(() => emptyDraft());
  const [errors, setErrors] = useState<TFilterDraftErrors>({});
  const definition = INVOICE_FILTER_CATEGORIES[draft.category];
  const paramsField = definition.paramsField;

  const update = (next: TFilterDraft) => {
    setDraft(next);
    setErrors({});
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('invoices_filter_add_label')}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkDraft(draft, `condition-${nextConditionId++}`);
        if (!checked.ok) {
          setErrors(checked.errors);
          return;
        }
        onAdd(checked.condition);
        setDraft({ ...draft, values: [] });
        setErrors({});
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      data-testid="invoices-filter-form"
    >
      <TextField
        select
        size="small"
        id={`${idPrefix}-category`}
        label={t('invoices_filter_category')}
        value={draft.category}
        onChange={(event) => {
          const category = event.target.value as TInvoiceFilterCategory;
          if (INVOICE_FILTER_CATEGORIES[category].kind === 'autocomplete') onNeedParams();
          update(changeCategory(draft, category));
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'invoices-filter-category' } }}
        sx={{ minWidth: 180, flex: '0 1 200px' }}
      >
        {INVOICE_FILTER_CATEGORY_NAMES.map((category) => (
          <option key={category} value={category}>
            {t(`invoices_filter_category_${category}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id={`${idPrefix}-operator`}
        label={t('invoices_filter_operator')}
        value={draft.operator}
        onChange={(event) => update({ ...draft, operator: event.target.value as TInvoiceFilterUiOperator })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'invoices-filter-operator' } }}
        sx={{ minWidth: 140, flex: '0 1 160px' }}
      >
        {definition.operators.map((operator) => (
          <option key={operator} value={operator}>
            {t(`invoices_filter_operator_${operator}`)}
          </option>
        ))}
      </TextField>
      <FilterValueFields
        idPrefix={idPrefix}
        draft={draft}
        errors={errors}
        options={paramsField && params ? (params[paramsField] ?? []) : undefined}
        onChange={update}
      />
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} data-testid="invoices-filter-add" sx={{ minHeight: 40 }}>
        {t('invoices_filter_add')}
      </Button>
    </Box>
  );
}
