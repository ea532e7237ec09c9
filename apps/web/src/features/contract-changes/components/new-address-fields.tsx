import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { isValidPostalCode, POSTAL_CODE_DEBOUNCE_MS, type TGeoLocality, type TNewAddress } from '@portal/domain';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProvince, useStreetTypes, useZipcodeLocalities } from '../../../shared/geo/index.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The new-address form's values: text as typed; the schema trims and checks. */
export type TNewAddressForm = { [K in keyof TNewAddress]-?: string };

export const EMPTY_NEW_ADDRESS: TNewAddressForm = {
  name: '',
  dp: '',
  ine: '',
  state: '',
  poblacio: '',
  tv: '',
  nv: '',
  pnp: '',
  bq: '',
  es: '',
  pt: '',
  pu: '',
  aclarador: '',
  ref_catastral: '',
  mobile: '',
  email: '',
};

export const NEW_ADDRESS_FIELDS = Object.keys(EMPTY_NEW_ADDRESS);

const sameLocality = (item: TGeoLocality, ine: string, poblacio: string) => item.ine === ine && item.locality === poblacio;

/** The locality, and its municipality when that is another place (not the same name in other letters). */
const localityLabel = (item: TGeoLocality) =>
  item.locality.localeCompare(item.municipality, 'es', { sensitivity: 'base' }) === 0
    ? item.municipality
    : `${item.locality} (${item.municipality})`;

/**
 * The fields of a new address (customer-area §5): the postal code looks up its localities 700 ms
 * after the customer stops typing; a single locality is chosen by itself; the province follows
 * from the locality's INE code and cannot be edited; street types come from the reference data.
 */
export function NewAddressFields({ form }: { form: UseFormReturn<TNewAddressForm, unknown, TNewAddress> }) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const dp = watch('dp') ?? '';
  const ine = watch('ine') ?? '';
  const poblacio = watch('poblacio') ?? '';
  const postalCode = useDebouncedValue(dp.trim(), POSTAL_CODE_DEBOUNCE_MS);
  const lookup = useZipcodeLocalities(postalCode);
  const localities = isValidPostalCode(postalCode) ? (lookup.data ?? []) : [];
  const selectedIndex = localities.findIndex((item) => sameLocality(item, ine, poblacio));
  const selected = localities[selectedIndex];
  const province = useProvince(selected?.ine);
  const streetTypes = useStreetTypes();

  const choose = (item: TGeoLocality | undefined) => {
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    setValue('ine', item?.ine ?? '', options);
    setValue('state', item?.state ?? '', options);
    setValue('poblacio', item?.locality ?? '', options);
  };

  // New localities: one is chosen by itself; a choice the new list does not hold is dropped.
  const lookedUp = isValidPostalCode(postalCode) ? lookup.data : undefined;
  // Runs when the lookup answers, not on every keystroke of the form.
  useEffect(() => {
    const items = lookedUp ?? [];
    if (items.length === 1) choose(items[0]);
    else if (!items.some((item) => sameLocality(item, form.getValues('ine'), form.getValues('poblacio')))) choose(undefined);
  }, [lookedUp]);

  const localityError = errors.poblacio?.message ?? errors.ine?.message ?? errors.state?.message;
  const field = (name: keyof TNewAddressForm, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      id={`address-${name}`}
      label={label}
      registration={register(name)}
      errorKey={errors[name]?.message}
      testId={`field-${name}`}
      {...extra}
    />
  );

  return (
    <Box>
      {field('name', t('address_name'), { required: true, autoComplete: 'name', maxLength: 256 })}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2 }}>
        {field('dp', t('address_dp'), { required: true, inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' })}
        <TextField
          id="address-poblacio"
          label={t('address_poblacio')}
          select
          fullWidth
          size="small"
          margin="dense"
          required
          value={selectedIndex < 0 ? '' : String(selectedIndex)}
          onChange={(event) => choose(localities[Number(event.target.value)])}
          error={Boolean(localityError)}
          helperText={localityError ? messageText(t, localityError) : lookup.isFetching ? t('app_loading') : undefined}
          disabled={localities.length === 0}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'field-poblacio' } }}
        >
          <option value="">{t('select_placeholder')}</option>
          {localities.map((item, index) => (
            <option key={`${item.ine}-${item.locality}`} value={index}>
              {localityLabel(item)}
            </option>
          ))}
        </TextField>
      </Box>
      {isValidPostalCode(postalCode) && lookup.isSuccess && localities.length === 0 ? (
        <Alert severity="warning" sx={{ my: 1 }} data-testid="address-postal-code-unknown">
          {t('address_postal_code_unknown')}
        </Alert>
      ) : null}
      <TextField
        id="address-province"
        label={t('address_province')}
        fullWidth
        size="small"
        margin="dense"
        value={province.data?.name ?? selected?.province_name ?? ''}
        helperText={t('address_province_help')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, 'data-testid': 'field-province' } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2 }}>
        {field('tv', t('address_tv'), {
          required: true,
          select: true,
          children: [
            <option key="" value="">
              {t('select_placeholder')}
            </option>,
            ...(streetTypes.data ?? []).map((type) => (
              <option key={type.code} value={type.code}>
                {type.name}
              </option>
            )),
          ],
        })}
        {field('nv', t('address_nv'), { required: true, maxLength: 256 })}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, columnGap: 2 }}>
        {field('pnp', t('address_pnp'), { required: true, maxLength: 9 })}
        {field('bq', t('address_bq'), { maxLength: 4 })}
        {field('es', t('address_es'), { maxLength: 4 })}
        {field('pt', t('address_pt'), { maxLength: 10 })}
        {field('pu', t('address_pu'), { maxLength: 4 })}
      </Box>
      {field('aclarador', t('address_aclarador'), { maxLength: 256 })}
      {field('ref_catastral', t('address_ref_catastral'), { maxLength: 24, helperText: t('address_ref_catastral_help') })}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {field('mobile', t('address_mobile'), { required: true, phone: true })}
        {field('email', t('address_email'), { required: true, type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
      </Box>
    </Box>
  );
}
