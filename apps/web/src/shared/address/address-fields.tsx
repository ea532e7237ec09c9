import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { isValidPostalCode, POSTAL_CODE_DEBOUNCE_MS, type TGeoLocality } from '@portal/domain';
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProvince, useStreetTypes, useZipcodeLocalities } from '../geo/index.ts';
import { messageText } from '../i18n/message-text.ts';
import { TextInput } from '../ui/fields/text-input.tsx';
import { useDebouncedValue } from '../ui/use-debounced-value.ts';
import type { TAddressPart } from './address-form.ts';

/** The contact fields a notification address carries besides its parts. */
type TContactPart = 'name' | 'mobile' | 'email';

const sameLocality = (item: TGeoLocality, ine: string, poblacio: string) => item.ine === ine && item.locality === poblacio;

/** The locality, and its municipality when that is another place (not the same name in other letters). */
const localityLabel = (item: TGeoLocality) =>
  item.locality.localeCompare(item.municipality, 'es', { sensitivity: 'base' }) === 0
    ? item.municipality
    : `${item.locality} (${item.municipality})`;

export interface TAddressFieldsProps<T extends FieldValues, TOut> {
  form: UseFormReturn<T, unknown, TOut>;
  /** Where the parts sit in the form's values: '' for a form that is an address, 'address.' for a nested one. */
  prefix?: '' | `${string}.`;
  /** Prefix of the inputs' ids, so two address blocks never share one. */
  idPrefix?: string;
  /** The notification address's name (above) and mobile and email (below). */
  withContact?: boolean;
  /** The cadastral reference's hint, where a form takes other lengths than the notification address's 20 characters. */
  cadastralHelp?: string;
  disabled?: boolean;
}

/**
 * The fields of an address (customer-area §5, visitor-and-shell §5.6): the postal code looks up
 * its localities 700 ms after the visitor stops typing; a single locality is chosen by itself;
 * the province follows from the locality's INE code and cannot be edited; street types come from
 * the reference data. Shared by the notification address change and the contracting wizards.
 */
export function AddressFields<T extends FieldValues, TOut>({
  form,
  prefix = '',
  idPrefix = 'address',
  withContact = false,
  cadastralHelp,
  disabled,
}: TAddressFieldsProps<T, TOut>) {
  const { t } = useTranslation();
  const { register, setValue, watch, getValues, formState } = form;
  const path = (part: TAddressPart | TContactPart) => `${prefix}${part}` as Path<T>;
  const errorOf = (part: TAddressPart | TContactPart) => {
    const message = form.getFieldState(path(part), formState).error?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const dp = text(watch(path('dp')));
  const ine = text(watch(path('ine')));
  const poblacio = text(watch(path('poblacio')));
  const postalCode = useDebouncedValue(dp.trim(), POSTAL_CODE_DEBOUNCE_MS);
  const lookup = useZipcodeLocalities(postalCode);
  const localities = isValidPostalCode(postalCode) ? (lookup.data ?? []) : [];
  const selectedIndex = localities.findIndex((item) => sameLocality(item, ine, poblacio));
  const selected = localities[selectedIndex];
  const province = useProvince(selected?.ine);
  const streetTypes = useStreetTypes();

  const choose = (item: TGeoLocality | undefined) => {
    const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    const set = (part: TAddressPart, value: string) => setValue(path(part), value as PathValue<T, Path<T>>, options);
    set('ine', item?.ine ?? '');
    set('state', item?.state ?? '');
    set('poblacio', item?.locality ?? '');
  };

  // New localities: one is chosen by itself; a choice the new list does not hold is dropped.
  const lookedUp = isValidPostalCode(postalCode) ? lookup.data : undefined;
  // Runs when the lookup answers, not on every keystroke of the form. A postal code still
  // unanswered keeps its locality: an address given before (a wizard's step coming back)
  // is not emptied while its localities load.
  useEffect(() => {
    if (isValidPostalCode(postalCode) && lookedUp === undefined) return;
    const items = lookedUp ?? [];
    if (items.length === 1) choose(items[0]);
    else if (!items.some((item) => sameLocality(item, text(getValues(path('ine'))), text(getValues(path('poblacio')))))) choose(undefined);
  }, [lookedUp]);

  const localityError = errorOf('poblacio') ?? errorOf('ine') ?? errorOf('state');
  const id = (part: string) => `${idPrefix}-${part}`;
  const testId = (part: string) => `field-${prefix}${part}`;
  const field = (part: TAddressPart | TContactPart, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      id={id(part)}
      label={label}
      registration={register(path(part))}
      errorKey={errorOf(part)}
      testId={testId(part)}
      disabled={disabled}
      {...extra}
    />
  );

  return (
    <Box>
      {withContact ? field('name', t('address_name'), { required: true, autoComplete: 'name', maxLength: 256 }) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' }, columnGap: 2 }}>
        {field('dp', t('address_dp'), { required: true, inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' })}
        <TextField
          id={id('poblacio')}
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
          disabled={disabled || localities.length === 0}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId('poblacio') } }}
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
        <Alert severity="warning" sx={{ my: 1 }} data-testid={`${idPrefix}-postal-code-unknown`}>
          {t('address_postal_code_unknown')}
        </Alert>
      ) : null}
      <TextField
        id={id('province')}
        label={t('address_province')}
        fullWidth
        size="small"
        margin="dense"
        value={province.data?.name ?? selected?.province_name ?? ''}
        helperText={t('address_province_help')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, 'data-testid': testId('province') } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' }, columnGap: 2 }}>
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
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}
      >
        {field('pnp', t('address_pnp'), { required: true, maxLength: 9 })}
        {field('bq', t('address_bq'), { maxLength: 4 })}
        {field('es', t('address_es'), { maxLength: 4 })}
        {field('pt', t('address_pt'), { maxLength: 10 })}
        {field('pu', t('address_pu'), { maxLength: 4 })}
      </Box>
      {field('aclarador', t('address_aclarador'), { maxLength: 256 })}
      {field('ref_catastral', t('address_ref_catastral'), { maxLength: 24, helperText: cadastralHelp ?? t('address_ref_catastral_help') })}
      {withContact ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
          {field('mobile', t('address_mobile'), { required: true, phone: true })}
          {field('email', t('address_email'), { required: true, type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
        </Box>
      ) : null}
    </Box>
  );
}
