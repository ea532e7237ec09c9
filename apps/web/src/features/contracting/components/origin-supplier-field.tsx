import type { TComer } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';

/**
 * The retailer the visitor comes from (§2.3 "optional origin supplier"). Hidden when the list is
 * empty or could not be loaded (§8: origin selection is then off, and the schema does not ask
 * for it); a disabled select while it loads.
 */
export function OriginSupplierField<T extends FieldValues, TOut extends FieldValues>({
  form,
  origins,
  id,
  disabled,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  origins: UseQueryResult<TComer[]>;
  id: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  if (origins.isError || (origins.isSuccess && origins.data.length === 0)) return null;
  return (
    <FormField
      form={form}
      name={'comerOrigin' as Path<T>}
      id={id}
      label={t('contracting_origin_supplier')}
      select
      required
      disabled={disabled}
      waiting={origins.isPending}
    >
      <option value="">{origins.isPending ? t('app_loading') : t('select_placeholder')}</option>
      {(origins.data ?? []).map((comer) => (
        <option key={comer.id} value={String(comer.id)}>
          {comer.name}
        </option>
      ))}
    </FormField>
  );
}
