import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  conditionsToTerms,
  isSameInvoiceFilter,
  type TInvoiceFilterCondition,
  type TInvoiceFilterTerm,
  type TInvoiceKind,
} from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { useFilterParams } from '../../api/get-filter-params.ts';
import { conditionLabel } from '../../model/filter-labels.ts';
import { FilterChip } from './filter-chip.tsx';
import { FilterConditionForm } from './filter-condition-form.tsx';

export interface TInvoiceFilterPanelProps {
  kind: TInvoiceKind;
  conditions: TInvoiceFilterCondition[];
  /** The filter the list was last loaded with. */
  appliedFilter: readonly TInvoiceFilterTerm[];
  onConditions: (conditions: TInvoiceFilterCondition[]) => void;
  onApply: () => void;
}

/**
 * The filter panel (customer-area §3): conditions are written in the form and become chips,
 * which switch on and off and can be removed. Nothing reaches the server until Apply, which is
 * enabled only when the chips would filter differently from the list on screen.
 */
export function InvoiceFilterPanel({ kind, conditions, appliedFilter, onConditions, onApply }: TInvoiceFilterPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [needParams, setNeedParams] = useState(false);
  const params = useFilterParams(kind, needParams);
  const changed = !isSameInvoiceFilter(conditionsToTerms(conditions), appliedFilter);

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2, display: 'grid', gap: 2 }}
      data-testid="invoices-filters"
    >
      <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
        <FilterListIcon fontSize="small" aria-hidden="true" />
        {t('invoices_filters_title')}
      </Typography>
      <FilterConditionForm
        params={params.data ?? (params.isError ? {} : undefined)}
        onNeedParams={() => setNeedParams(true)}
        onAdd={(condition) => onConditions([...conditions, condition])}
      />
      {conditions.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('invoices_filter_chips_label')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          data-testid="invoices-filter-chips"
        >
          {conditions.map((condition) => (
            <FilterChip
              key={condition.id}
              label={conditionLabel(condition, t, language)}
              active={condition.active}
              testId={`invoices-filter-chip-${condition.id}`}
              onToggle={() => onConditions(conditions.map((c) => (c.id === condition.id ? { ...c, active: !c.active } : c)))}
              onRemove={() => onConditions(conditions.filter((c) => c.id !== condition.id))}
            />
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button variant="contained" disabled={!changed} onClick={onApply} data-testid="invoices-filter-apply">
          {t('invoices_filter_apply')}
        </Button>
        {changed ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid="invoices-filter-changed">
            {t('invoices_filter_changed')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
