import Alert from '@mui/material/Alert';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import type { useCaseCategories } from '../api/get-case-categories.ts';

export interface TContactCategoryFieldProps<T extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  categories: ReturnType<typeof useCaseCategories>;
  /** True while sending, or where the form fixes the category itself. */
  disabled: boolean;
}

/**
 * The contact's category (customer-area §2, §5): the categories the portal offers, chosen once
 * they have arrived, and a notice instead of a silent empty list when they cannot be fetched.
 * While they load the select waits (`waiting`: disabled and busy, its label in an enabled
 * field's colour).
 */
export function ContactCategoryField<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  categories,
  disabled,
}: TContactCategoryFieldProps<T, TOut>) {
  const { t } = useTranslation();
  return (
    <>
      {categories.isError ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="contact-categories-failed">
          {t('contact_categories_failed')}
        </Alert>
      ) : null}
      <FormField
        form={form}
        name={name}
        id="contact-category"
        label={t('contact_category')}
        select
        required
        disabled={disabled || categories.isError}
        waiting={categories.isPending}
      >
        <option value="">{t('contact_choose')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </FormField>
    </>
  );
}
