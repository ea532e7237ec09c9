import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TProduct } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { SanitisedHtml } from '../../../shared/ui/sanitised-html.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { fieldError } from './field-error.ts';

/**
 * The product choice of a contract step (§2.3, §3.9): the price list's products as radio
 * options, each with its description (the API's HTML, sanitised as every server HTML) and its
 * link. An empty list is the 'no tariff available' warning with the CRM phone (§8); a product the
 * new list no longer offers is unchosen.
 */
export function ProductChoice<T extends FieldValues, TOut extends FieldValues>({
  form,
  products,
  id,
  waitingFor,
  disabled,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  products: UseQueryResult<TProduct[]>;
  id: string;
  /** Why there is no list yet (the power or tariff missing), said instead of it. */
  waitingFor?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const selectedName = 'selectedProduct' as Path<T>;
  const chosen = String(form.watch(selectedName) ?? '');
  const message = fieldError(form, selectedName);
  const { setValue } = form;

  const choose = (product: TProduct | undefined) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    setValue(selectedName, (product ? String(product.id) : '') as PathValue<T, Path<T>>, options);
    setValue('selectedProductName' as Path<T>, (product?.name ?? '') as PathValue<T, Path<T>>, options);
  };

  const list = products.data;
  useEffect(() => {
    if (list && chosen && !list.some((product) => String(product.id) === chosen)) choose(undefined);
  }, [list, chosen]);

  let body: ReactNode;
  if (waitingFor) body = <Typography variant="body2">{waitingFor}</Typography>;
  else if (products.isPending) body = <Typography variant="body2">{t('app_loading')}</Typography>;
  else if (products.isError)
    body = (
      <Alert severity="error" data-testid={`${id}-failed`}>
        {t('contracting_products_failed')}
      </Alert>
    );
  else if (!list || list.length === 0)
    body = (
      <Alert severity="warning" data-testid="no-tariff-available">
        {t('contracting_no_tariff_available')}{' '}
        {settings.organization.phone_crm ? t('contracting_no_tariff_call', { phone: settings.organization.phone_crm }) : null}
      </Alert>
    );
  else
    body = (
      // The products and their descriptions appear at once: a description arriving after its radio
      // button would move the button from under a pointer about to click it.
      <Suspense fallback={<Typography variant="body2">{t('app_loading')}</Typography>}>
        <RadioGroup
          name={id}
          value={chosen}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => choose(list.find((product) => String(product.id) === event.target.value))}
        >
          {list.map((product) => (
            <Box key={product.id} sx={{ mb: 1.5 }}>
              <FormControlLabel
                value={String(product.id)}
                disabled={disabled}
                control={<Radio slotProps={{ input: { 'data-testid': `product-${product.id}` } as object }} />}
                label={<Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>}
              />
              <Box sx={{ pl: 4, typography: 'body2', overflowWrap: 'anywhere' }}>
                {product.ov_description ? <SanitisedHtml html={product.ov_description} together /> : null}
                {product.ov_link ? (
                  <a href={product.ov_link} target="_blank" rel="noreferrer">
                    {t('contracting_product_link', { name: product.name })}
                    <Box component="span" sx={visuallyHidden}>
                      {` ${t('contracting_new_window')}`}
                    </Box>
                  </a>
                ) : null}
              </Box>
            </Box>
          ))}
        </RadioGroup>
      </Suspense>
    );

  return (
    <FormControl component="fieldset" error={Boolean(message)} sx={{ display: 'block', my: 1 }} data-testid={id}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('contracting_product')}
      </FormLabel>
      {body}
      {message ? <FormHelperText id={`${id}-error`}>{messageText(t, message)}</FormHelperText> : null}
    </FormControl>
  );
}
