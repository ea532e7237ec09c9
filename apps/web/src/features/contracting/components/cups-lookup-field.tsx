import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import type { TLookupStatus } from '../../../shared/supply-point/use-cups-lookup.ts';

const STATUS_KEYS: Record<Exclude<TLookupStatus, 'idle'>, string> = {
  looking: 'contracting_cups_looking',
  found: 'contracting_cups_found',
  unknown: 'contracting_cups_unknown',
  failed: 'contracting_cups_lookup_failed',
};

/**
 * A supply point's CUPS (§2.3, §5.6) and what its lookup found, said in a live region; a point
 * the registry says cannot be contracted stops the wizard here (§5.6 'cups not available').
 */
export function CupsLookupField<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  id,
  label,
  status,
  unavailable,
  onCupsTyped,
  disabled,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  status: TLookupStatus;
  unavailable: boolean;
  onCupsTyped: (typed: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        form={form}
        name={name}
        id={id}
        label={label}
        helperText={t('contracting_cups_hint')}
        autoComplete="off"
        maxLength={64}
        required
        disabled={disabled}
        onChange={(event) => onCupsTyped(event.target.value)}
      />
      <Typography
        variant="body2"
        role="status"
        color="text.secondary"
        sx={{ minHeight: '1.5em', mb: 1 }}
        data-testid={`${id}-lookup-status`}
        data-status={status}
      >
        {status === 'idle' || unavailable ? '' : t(STATUS_KEYS[status])}
      </Typography>
      {unavailable ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="cups-not-available">
          {t('contracting_cups_not_available')}
        </Alert>
      ) : null}
    </>
  );
}
