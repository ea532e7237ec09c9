import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import type { useCaseCategories } from '../api/get-case-categories.ts';

const KEEP_LABEL_COLOUR = { '& .MuiInputLabel-root.Mui-disabled': { color: 'text.secondary' } } as const;

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
 *
 * While they load the select waits disabled, but its label keeps the colour of an enabled one:
 * greyed, it would fade back to full contrast over MUI's colour transition as the categories
 * arrive, and for those milliseconds an enabled field has a label below 4.5:1 (what an
 * accessibility check taken just then finds). A wait is not an unavailable choice.
 */
export function ContactCategoryField<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  categories,
  disabled,
}: TContactCategoryFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const loading = categories.isPending;
  return (
    <>
      {categories.isError ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="contact-categories-failed">
          {t('contact_categories_failed')}
        </Alert>
      ) : null}
      <Box sx={loading ? KEEP_LABEL_COLOUR : undefined} aria-busy={loading || undefined}>
        <FormField
          form={form}
          name={name}
          id="contact-category"
          label={t('contact_category')}
          select
          required
          disabled={disabled || !categories.isSuccess}
        >
          <option value="">{t('contact_choose')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </FormField>
      </Box>
    </>
  );
}
