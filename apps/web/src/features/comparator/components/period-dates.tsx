import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { DateField } from '../../../shared/ui/fields/date-field.tsx';
import { FieldRow } from './form-section.tsx';

type TPeriodValues = FieldValues & { startDate?: unknown; endDate?: unknown };

/**
 * The invoicing period's two days (visitor-and-shell §2.6, §2.7), typed as the page's language
 * writes them. The end may not come before the start (§5.3; §5.4: "start date maximum is the end
 * date; end date minimum is the start date"): the domain's schema says so under the end date.
 */
export function PeriodDates<T extends TPeriodValues, TOut extends FieldValues>({
  form,
  idPrefix,
  disabled,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  idPrefix: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { errors, isSubmitted } = form.formState;
  const errorOf = (name: 'startDate' | 'endDate') => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? messageText(t, message) : undefined;
  };
  const field = (name: 'startDate' | 'endDate', label: string) => (
    <DateField
      id={`${idPrefix}-${name === 'startDate' ? 'start-date' : 'end-date'}`}
      label={label}
      value={String(form.watch(name as Path<T>) ?? '')}
      onChange={(value) =>
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: isSubmitted })
      }
      error={errorOf(name)}
      testId={`field-${name}`}
      required
      sx={{ mt: 1, mb: 0.5, ...(disabled ? { pointerEvents: 'none', opacity: 0.6 } : {}) }}
    />
  );
  return (
    <FieldRow>
      {field('startDate', t('comparator_start_date'))}
      {field('endDate', t('comparator_end_date'))}
    </FieldRow>
  );
}
