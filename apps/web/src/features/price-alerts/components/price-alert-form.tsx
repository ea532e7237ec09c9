import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  EMPTY_PRICE_ALERT_FORM,
  isPriceAlertFormComplete,
  PRICE_ALERT_TYPES,
  type TOmipProduct,
  type TPriceAlertForm,
  type TPriceAlertFormInput,
  ZPriceAlertFormSchema,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { useSavePriceAlert } from '../api/save-price-alert.ts';
import { omipErrorKey } from '../model/omip-errors.ts';
import { ProductField } from './product-field.tsx';

const TYPE_LABEL = { '<': 'price_alerts_type_below', '>': 'price_alerts_type_above', '==': 'price_alerts_type_equal' } as const;

/**
 * The alert form of §2.9 and §5.5: product (autocomplete), comparison type (<, >, ==) and price in
 * euros per MWh; Add is enabled only when the three are valid (the domain's schema, the one the
 * API checks). A refusal: the field's message under it, anything else the add error (omip_add);
 * nothing typed is lost. After an add the form is empty again.
 */
export function PriceAlertForm({ products }: { products: readonly TOmipProduct[] }) {
  const { t } = useTranslation();
  const form = useForm<TPriceAlertFormInput, unknown, TPriceAlertForm>({
    resolver: zodResolver(ZPriceAlertFormSchema) as never,
    defaultValues: EMPTY_PRICE_ALERT_FORM,
  });
  const mutation = useSavePriceAlert();
  const submit = useFormSubmit({
    mutation,
    setError: form.setError,
    plan: { fields: ['product', 'type', 'price'], refusals: { '409': 'price_alerts_limit' }, otherwise: omipErrorKey('add') },
    onSuccess: () => form.reset(EMPTY_PRICE_ALERT_FORM),
  });
  const values = form.watch();
  const complete = isPriceAlertFormComplete(values);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('price_alerts_form_label')}
      onSubmit={form.handleSubmit((parsed) => submit.submit(parsed))}
      data-testid="price-alert-form"
    >
      {submit.errorKey ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="price-alerts-error" data-type="add">
          {t(submit.errorKey)}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1fr) auto' },
        }}
      >
        <ProductField
          value={values.product}
          onChange={(product) => form.setValue('product', product, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          products={products}
          errorKey={form.formState.errors.product?.message}
          disabled={submit.sending}
        />
        <FormField form={form} name="type" id="price-alert-type" label={t('price_alerts_type')} select required disabled={submit.sending}>
          <option value="">{t('price_alerts_type_choose')}</option>
          {PRICE_ALERT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABEL[type])}
            </option>
          ))}
        </FormField>
        <FormField
          form={form}
          name="price"
          id="price-alert-price"
          label={t('price_alerts_price')}
          inputMode="decimal"
          required
          disabled={submit.sending}
        />
        <Box sx={{ pt: 1 }}>
          <DisabledReason reason={complete ? undefined : t('price_alerts_add_disabled')} shown testId="price-alert-add-reason">
            <Button type="submit" variant="contained" disabled={!complete || submit.sending} data-testid="price-alert-add">
              {t('price_alerts_add')}
            </Button>
          </DisabledReason>
        </Box>
      </Box>
    </Box>
  );
}
