import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { TComer } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { messageText } from '../../../shared/i18n/message-text.ts';

/**
 * The current supplier (visitor-and-shell §2.6, §3.6). The list is hidden when it is empty or
 * could not be loaded (§8); the comparison needs the supplier (§5.3), so in its place the visitor
 * is told so and may ask for the list again, and the field's error shows there.
 */
export function ComerSelect<T extends FieldValues, TOut extends FieldValues>({
  form,
  comers,
  id,
  disabled,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  /** The electricity or the gas list (api/get-comers.ts, api/get-gas-comers.ts). */
  comers: UseQueryResult<TComer[]>;
  id: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  if (comers.isPending) {
    return (
      <FormField form={form} name={'comerOrigin' as Path<T>} id={id} label={t('comparator_comer')} select required disabled>
        <option value="">{t('comparator_loading_list')}</option>
      </FormField>
    );
  }
  if (comers.isError || !comers.data?.length) {
    const message = form.formState.errors.comerOrigin?.message;
    return (
      <Alert
        severity="warning"
        sx={{ my: 1 }}
        data-testid="comer-unavailable"
        action={
          <Button color="inherit" size="small" onClick={() => void comers.refetch()} disabled={disabled}>
            {t('comparator_try_again')}
          </Button>
        }
      >
        {t('comparator_comers_unavailable')}
        {typeof message === 'string' && message ? ` ${messageText(t, message)}` : ''}
      </Alert>
    );
  }
  return (
    <FormField form={form} name={'comerOrigin' as Path<T>} id={id} label={t('comparator_comer')} select required disabled={disabled}>
      <option value="">{t('comparator_choose')}</option>
      {comers.data.map((comer) => (
        <option key={comer.id} value={String(comer.id)}>
          {comer.name}
        </option>
      ))}
    </FormField>
  );
}
