import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  ibanFilesProblem,
  isValidIban,
  maskedIban,
  normaliseIban,
  printableIban,
  type TContract,
  type TIbanChangeRequest,
  ZIbanChangeRequestSchema,
} from '@portal/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeDialog } from '../../../shared/change-dialog/change-dialog.tsx';
import { useChangeForm } from '../../../shared/change-dialog/use-change-form.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FilePicker } from '../../../shared/ui/fields/file-picker.tsx';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useChangeIban } from '../api/change-iban.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';

const FORM_ID = 'iban-change-form';
const FORM_FIELDS = ['bank_id', 'iban', 'owner_is_bank_owner'];

/** The form's values besides already_registered, which the choice of account type holds. */
interface TIbanForm {
  bank_id?: number;
  iban?: string;
  owner_is_bank_owner?: boolean;
}

// The schema is a union on already_registered; the form holds both branches' fields at once and
// the choice of type decides which branch the schema checks.
const schemaResolver = zodResolver(ZIbanChangeRequestSchema) as unknown as Resolver<
  TIbanForm & { already_registered: boolean },
  unknown,
  TIbanChangeRequest
>;
const resolverReading =
  (existing: { current: boolean }): Resolver<TIbanForm, unknown, TIbanChangeRequest> =>
  (values, context, options) =>
    schemaResolver({ ...values, already_registered: existing.current }, context, options as never);

export interface TIbanChangeDialogProps {
  contract: Pick<TContract, 'name' | 'type' | 'bank_account'>;
  onClose: () => void;
  onSucceeded: (waitingForSignature: boolean) => void;
}

/**
 * Bank account change (customer-area §5): one of the customer's other accounts, or a new IBAN
 * with the ownership confirmation; attachments (required when attachmentOnIbanChange is on).
 * Sent as multipart, v2 for gas.
 */
export function IbanChangeDialog({ contract, onClose, onSucceeded }: TIbanChangeDialogProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const attachmentRequired = settings.features.attachmentOnIbanChange;
  const { state, dispatch, submit } = useChangeForm({ needsData: true, onSucceeded });
  const ibanChange = useChangeIban();
  const accounts = useBankAccounts(true);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>(undefined);

  const current = contract.bank_account;
  const others = (accounts.data ?? []).filter(
    (account) => account.id !== current?.id && normaliseIban(account.printable_iban) !== normaliseIban(current?.printable_iban ?? ''),
  );

  useEffect(() => {
    if (accounts.isSuccess) dispatch({ type: 'loaded' });
    else if (accounts.isError) dispatch({ type: 'loadFailed' });
  }, [accounts.isSuccess, accounts.isError, dispatch]);

  // Existing account or new one: state of the dialog, read by the resolver at each validation.
  const [existing, setExisting] = useState(true);
  const existingRef = useRef(existing);
  existingRef.current = existing;
  const resolver = useMemo(() => resolverReading(existingRef), []);
  // Plain useForm calls only (register, setValue, watch): Controller and useWatch would join the
  // copy of react-hook-form the login page loads.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    clearErrors,
    formState: { errors },
  } = useForm<TIbanForm, unknown, TIbanChangeRequest>({
    resolver,
    defaultValues: { bank_id: undefined, iban: '', owner_is_bank_owner: false },
  });
  const owner = watch('owner_is_bank_owner') === true;
  // A valid IBAN, however pasted (`BE 43.4679.1170.4101`), is shown back as statements print it
  // once the field is left; an invalid one stays as typed so it can be corrected. The schema
  // sends the compact form either way.
  const ibanRegistration = register('iban');
  const printingIban = {
    ...ibanRegistration,
    onBlur: (event: { target: HTMLInputElement; type?: string }) => {
      if (isValidIban(event.target.value)) event.target.value = printableIban(event.target.value);
      return ibanRegistration.onBlur(event);
    },
  };
  const ownerError = errors.owner_is_bank_owner?.message;

  // With no other account, a new IBAN is the only way: start there.
  const noOthers = accounts.isSuccess && others.length === 0;

  const onSubmit = (request: TIbanChangeRequest) => {
    const problem = ibanFilesProblem(files.length, attachmentRequired);
    setFilesError(problem);
    if (problem) return;
    return submit(() => ibanChange.mutateAsync({ kind: contract.type, name: contract.name, request, files }), {
      setError,
      fields: FORM_FIELDS,
      files: ['files'],
      onFilesError: setFilesError,
    });
  };
  // Checked before the schema too, so both kinds of error show after one click.
  const onInvalid = () => setFilesError(ibanFilesProblem(files.length, attachmentRequired));

  return (
    <ChangeDialog
      title={t('iban_dialog_title')}
      testId="dialog-iban"
      state={state}
      formId={FORM_ID}
      successKey="iban_dialog_success"
      submitDisabled={existing && others.length === 0}
      submitDisabledReason={t('iban_dialog_no_other_accounts')}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit, onInvalid)}
    >
      {current ? (
        <Box component="p" sx={{ mt: 0, typography: 'body2' }}>
          {t('iban_dialog_current', { iban: maskedIban(current.printable_iban) })}
        </Box>
      ) : null}
      <RadioGroup
        name="already_registered"
        aria-label={t('iban_dialog_type')}
        value={existing ? 'yes' : 'no'}
        onChange={(event) => {
          setExisting(event.target.value === 'yes');
          clearErrors();
        }}
        row
      >
        <FormControlLabel
          value="yes"
          control={<Radio slotProps={{ input: { 'data-testid': 'field-iban-type-existing' } as object }} />}
          label={t('iban_dialog_existing')}
        />
        <FormControlLabel
          value="no"
          control={<Radio slotProps={{ input: { 'data-testid': 'field-iban-type-new' } as object }} />}
          label={t('iban_dialog_new')}
        />
      </RadioGroup>
      {existing ? (
        noOthers ? (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="iban-no-other-accounts">
            {t('iban_dialog_no_other_accounts')}
          </Alert>
        ) : (
          <TextInput
            id="iban-bank-id"
            label={t('iban_dialog_account')}
            registration={register('bank_id', {
              setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
            })}
            errorKey={errors.bank_id?.message}
            select
            required
            testId="field-bank_id"
          >
            <option value="">{t('select_placeholder')}</option>
            {others.map((account) => (
              <option key={account.id} value={account.id}>
                {maskedIban(account.printable_iban)}
              </option>
            ))}
          </TextInput>
        )
      ) : (
        <>
          <TextInput
            id="iban-new"
            label={t('iban_dialog_iban')}
            registration={printingIban}
            errorKey={errors.iban?.message}
            helperText={t('iban_dialog_iban_help')}
            autoComplete="off"
            maxLength={42}
            required
            testId="field-iban"
          />
          <FormControlLabel
            control={
              <Checkbox
                name="owner_is_bank_owner"
                checked={owner}
                onChange={(event) => setValue('owner_is_bank_owner', event.target.checked, { shouldDirty: true })}
                slotProps={{
                  input: {
                    'data-testid': 'field-owner_is_bank_owner',
                    'aria-describedby': ownerError ? 'iban-owner-error' : undefined,
                  } as object,
                }}
              />
            }
            label={t('iban_dialog_owner')}
          />
          {ownerError ? (
            <FormHelperText id="iban-owner-error" error>
              {messageText(t, ownerError)}
            </FormHelperText>
          ) : null}
        </>
      )}
      <FilePicker
        label={t('iban_dialog_files')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
        limitBytes={settings.fileUploadSizeLimit}
        quotaBytes={settings.attachmentQuotaBytes}
        required={attachmentRequired}
        errorKey={filesError}
      />
    </ChangeDialog>
  );
}
