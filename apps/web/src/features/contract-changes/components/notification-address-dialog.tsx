import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  type TContract,
  type TNewAddress,
  type TNotificationAddressExistingRequest,
  ZNewAddressSchema,
  ZNotificationAddressExistingRequestSchema,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../shared/address/address-fields.tsx';
import { EMPTY_ADDRESS, type TAddressForm } from '../../../shared/address/address-form.ts';
import { ChangeDialog } from '../../../shared/change-dialog/change-dialog.tsx';
import { useChangeForm } from '../../../shared/change-dialog/use-change-form.ts';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useChangeNotificationAddress } from '../api/change-notification-address.ts';
import { useAddresses } from '../api/get-addresses.ts';

const EXISTING_FORM_ID = 'notification-address-existing-form';
const NEW_FORM_ID = 'notification-address-new-form';

type TExistingForm = { addressId?: number };

/** The new address as typed: its parts and the contact it carries (name, mobile, email); the schema trims and checks. */
type TNewAddressForm = TAddressForm & { name: string; mobile: string; email: string };

const EMPTY_NEW_ADDRESS: TNewAddressForm = { ...EMPTY_ADDRESS, name: '', mobile: '', email: '' };
const NEW_ADDRESS_FIELDS = Object.keys(EMPTY_NEW_ADDRESS);

const existingResolver = zodResolver(ZNotificationAddressExistingRequestSchema) as unknown as Resolver<
  TExistingForm,
  unknown,
  TNotificationAddressExistingRequest
>;
const newResolver = zodResolver(ZNewAddressSchema) as unknown as Resolver<TNewAddressForm, unknown, TNewAddress>;

/** The server names the new address's fields `address.dp` (the request nests them) or `dp`. */
const NEW_ADDRESS_API_FIELDS = Object.fromEntries(
  NEW_ADDRESS_FIELDS.flatMap((field) => [
    [field, field],
    [`address.${field}`, field],
  ]),
);

export interface TNotificationAddressDialogProps {
  contract: Pick<TContract, 'name' | 'type' | 'notification_address'>;
  onClose: () => void;
}

/**
 * Notification address change (customer-area §2, §5): choose one of the customer's addresses
 * (PUT with its id) or enter a new one (POST). Errors come from the answer's errors.
 */
export function NotificationAddressDialog({ contract, onClose }: TNotificationAddressDialogProps) {
  const { t } = useTranslation();
  const { state, dispatch, submit } = useChangeForm({ needsData: true });
  const addressChange = useChangeNotificationAddress();
  const addresses = useAddresses(true);
  const [chosenMode, setMode] = useState<'existing' | 'new' | null>(null);
  const mode = chosenMode ?? ((addresses.data?.length ?? 0) > 0 ? 'existing' : 'new');

  useEffect(() => {
    if (addresses.isSuccess) dispatch({ type: 'loaded' });
    else if (addresses.isError) dispatch({ type: 'loadFailed' });
  }, [addresses.isSuccess, addresses.isError, dispatch]);

  const existingForm = useForm<TExistingForm, unknown, TNotificationAddressExistingRequest>({ resolver: existingResolver });
  const current = contract.notification_address;
  const newForm = useForm<TNewAddressForm, unknown, TNewAddress>({
    resolver: newResolver,
    // The contact details of the current address are a good start for the new one.
    defaultValues: { ...EMPTY_NEW_ADDRESS, name: current?.name ?? '', email: current?.email ?? '', mobile: current?.mobile ?? '' },
  });

  const submitExisting = (request: TNotificationAddressExistingRequest) =>
    submit(() => addressChange.mutateAsync({ kind: contract.type, name: contract.name, request }), {
      setError: existingForm.setError,
      fields: ['addressId'],
    });
  const submitNew = (address: TNewAddress) =>
    submit(() => addressChange.mutateAsync({ kind: contract.type, name: contract.name, request: { address } }), {
      setError: newForm.setError,
      fields: NEW_ADDRESS_API_FIELDS,
    });

  return (
    <ChangeDialog
      title={t('notification_address_dialog_title')}
      testId="dialog-notification-address"
      state={state}
      formId={mode === 'existing' ? EXISTING_FORM_ID : NEW_FORM_ID}
      successKey="notification_address_dialog_success"
      onClose={onClose}
    >
      {current ? (
        <Box component="p" sx={{ mt: 0, typography: 'body2' }}>
          {t('notification_address_dialog_current', { address: current.full_address })}
        </Box>
      ) : null}
      <RadioGroup
        aria-label={t('notification_address_dialog_type')}
        value={mode}
        onChange={(event) => setMode(event.target.value === 'new' ? 'new' : 'existing')}
        row
      >
        <FormControlLabel
          value="existing"
          control={<Radio slotProps={{ input: { 'data-testid': 'field-address-type-existing' } as object }} />}
          label={t('notification_address_dialog_existing')}
        />
        <FormControlLabel
          value="new"
          control={<Radio slotProps={{ input: { 'data-testid': 'field-address-type-new' } as object }} />}
          label={t('notification_address_dialog_new')}
        />
      </RadioGroup>
      {mode === 'existing' ? (
        <Box
          component="form"
          id={EXISTING_FORM_ID}
          noValidate
          onSubmit={existingForm.handleSubmit(submitExisting)}
          aria-label={t('notification_address_dialog_existing')}
        >
          {(addresses.data?.length ?? 0) === 0 ? (
            <Alert severity="info" data-testid="address-none">
              {t('notification_address_dialog_no_addresses')}
            </Alert>
          ) : (
            <TextInput
              id="address-existing"
              label={t('notification_address_dialog_address')}
              registration={existingForm.register('addressId', {
                setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
              })}
              errorKey={existingForm.formState.errors.addressId?.message}
              select
              required
              testId="field-addressId"
            >
              <option value="">{t('select_placeholder')}</option>
              {(addresses.data ?? []).map((address) => (
                <option key={address.id} value={address.id}>
                  {address.full_address}
                </option>
              ))}
            </TextInput>
          )}
        </Box>
      ) : (
        <Box
          component="form"
          id={NEW_FORM_ID}
          noValidate
          onSubmit={newForm.handleSubmit(submitNew)}
          aria-label={t('notification_address_dialog_new')}
        >
          <AddressFields form={newForm} withContact />
        </Box>
      )}
    </ChangeDialog>
  );
}
