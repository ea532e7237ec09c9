import Typography from '@mui/material/Typography';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import type { TLookupStatus } from '../../../shared/supply-point/use-cups-lookup.ts';

const STATUS_KEYS: Record<Exclude<TLookupStatus, 'idle'>, string> = {
  looking: 'comparator_cups_looking',
  found: 'comparator_cups_found',
  unknown: 'comparator_cups_unknown',
  failed: 'comparator_cups_lookup_failed',
};

/**
 * The CUPS (visitor-and-shell §2.6, §5.3) and what its lookup found, said in a live region: the
 * data filled in, or that the registry does not know the point and the visitor types it.
 */
export function CupsField<T extends FieldValues, TOut extends FieldValues>({
  form,
  idPrefix,
  status,
  onCupsTyped,
  disabled,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  idPrefix: string;
  status: TLookupStatus;
  onCupsTyped: (typed: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        form={form}
        name={'cups' as Path<T>}
        id={`${idPrefix}-cups`}
        label={t('comparator_cups')}
        helperText={t('comparator_cups_hint')}
        autoComplete="off"
        maxLength={64}
        required
        disabled={disabled}
        onChange={(event) => onCupsTyped(event.target.value)}
      />
      <Typography
        variant="body2"
        role="status"
        color={status === 'unknown' || status === 'failed' ? 'text.primary' : 'text.secondary'}
        sx={{ minHeight: '1.5em', mb: 1 }}
        data-testid="cups-lookup-status"
        data-status={status}
      >
        {status === 'idle' ? '' : t(STATUS_KEYS[status])}
      </Typography>
    </>
  );
}
