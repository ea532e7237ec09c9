import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ATC_MAX_ATTACHMENTS, CASE_DESCRIPTION_MAX, type TAtcClaim, type TAtcClaimInput, ZAtcClaimSchema } from '@portal/domain';
import { useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { GENERIC_MESSAGE_KEY, messageText } from '../../../shared/i18n/message-text.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FilePicker } from '../../../shared/ui/fields/file-picker.tsx';
import { SendRow } from '../../../shared/ui/fields/send-row.tsx';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useCreateAtcClaim } from '../api/create-atc-claim.ts';
import { useAtcSubtypes } from '../api/get-atc-subtypes.ts';
import { useAtcTypes } from '../api/get-atc-types.ts';
import { claimFormReducer, INITIAL_CLAIM_FORM } from '../model/claim-form-state.ts';
import { CaseSent } from './case-sent.tsx';

const FIELDS = ['contract', 'tipus', 'subtipus', 'comments'] as const;
type TField = (typeof FIELDS)[number];
const isField = (name: string): name is TField => (FIELDS as readonly string[]).includes(name);

export interface TAtcClaimFormProps {
  contracts: ReadonlyArray<{ name: string; address: string }>;
  /** The contract the card's claim button named (`?contract=`), chosen when it is one of these. */
  preselected?: string;
}

/**
 * The ATC claim (customer-area §2, §5): contract, type, subtype loaded by type, description,
 * optional attachment. FORM → SENDING → SENT with the case number; a failure returns to FORM with
 * everything typed kept and says why. The same schema checks it here and on the server; texts
 * are shown as text, never as HTML.
 */
export function AtcClaimForm({ contracts, preselected }: TAtcClaimFormProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [state, dispatch] = useReducer(claimFormReducer, INITIAL_CLAIM_FORM);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>(undefined);
  const create = useCreateAtcClaim();
  const types = useAtcTypes();
  const initialContract =
    preselected && contracts.some((c) => c.name === preselected) ? preselected : contracts.length === 1 ? contracts[0]!.name : '';
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = useForm<TAtcClaimInput, unknown, TAtcClaim>({
    resolver: zodResolver(ZAtcClaimSchema),
    defaultValues: { contract: initialContract, tipus: '', subtipus: '', comments: '' },
  });
  const tipusValue = watch('tipus');
  const tipus = tipusValue === '' || tipusValue === undefined ? undefined : Number(tipusValue);
  const subtypes = useAtcSubtypes(tipus);
  const tipusRegistration = register('tipus');

  const onSubmit = async (claim: TAtcClaim) => {
    dispatch({ type: 'send' });
    setFilesError(undefined);
    try {
      const answer = await create.mutateAsync({ claim, attachment: files[0] });
      dispatch({ type: 'sent', caseNumber: answer.result.case_number });
    } catch (error) {
      let errorKey: string | undefined = GENERIC_MESSAGE_KEY;
      if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) {
        errorKey = undefined;
        for (const [field, keys] of Object.entries(error.errors)) {
          const key = keys[0] ?? GENERIC_MESSAGE_KEY;
          if (isField(field)) setError(field, { message: key });
          else if (field === 'files' || field === 'attachment') setFilesError(key);
          else errorKey = key;
        }
      } else if (isApiError(error) && error.message) {
        errorKey = error.message;
      }
      dispatch({ type: 'failed', ...(errorKey ? { errorKey } : {}) });
    }
  };

  if (state.status === 'sent') {
    return (
      <CaseSent
        message={t('atc_claim_sent', { number: state.caseNumber })}
        againLabel={t('atc_claim_another')}
        onAgain={() => {
          reset({ contract: initialContract, tipus: '', subtipus: '', comments: '' });
          setFiles([]);
          dispatch({ type: 'again' });
        }}
        testId="atc-claim"
      />
    );
  }

  const sending = state.status === 'sending';
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('atc_claim_title')} aria-busy={sending}>
      {state.status === 'form' && state.errorKey ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="atc-claim-error">
          {messageText(t, state.errorKey)}
        </Alert>
      ) : null}
      <TextInput
        id="atc-contract"
        label={t('atc_claim_contract')}
        registration={register('contract')}
        errorKey={errors.contract?.message}
        select
        required
        disabled={sending}
        testId="field-contract"
      >
        <option value="">{t('atc_claim_choose')}</option>
        {contracts.map((contract) => (
          <option key={contract.name} value={contract.name}>
            {contract.address ? `${contract.name} · ${contract.address}` : contract.name}
          </option>
        ))}
      </TextInput>
      {types.isError ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="atc-types-failed">
          {t('atc_claim_types_failed')}
        </Alert>
      ) : null}
      <TextInput
        id="atc-type"
        label={t('atc_claim_type')}
        registration={{
          ...tipusRegistration,
          onChange: (event) => {
            // Another type: its own subtypes, none chosen yet.
            setValue('subtipus', '');
            return tipusRegistration.onChange(event);
          },
        }}
        errorKey={errors.tipus?.message}
        select
        required
        disabled={sending || !types.isSuccess}
        testId="field-tipus"
      >
        <option value="">{t('atc_claim_choose')}</option>
        {(types.data ?? []).map((type) => (
          <option key={type.id} value={String(type.id)}>
            {type.label}
          </option>
        ))}
      </TextInput>
      {subtypes.isError ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="atc-subtypes-failed">
          {t('atc_claim_subtypes_failed')}
        </Alert>
      ) : null}
      <TextInput
        id="atc-subtype"
        label={t('atc_claim_subtype')}
        registration={register('subtipus')}
        errorKey={errors.subtipus?.message}
        select
        required
        disabled={sending || tipus === undefined || !subtypes.isSuccess}
        testId="field-subtipus"
      >
        <option value="">{t('atc_claim_choose')}</option>
        {(subtypes.data ?? []).map((subtype) => (
          <option key={subtype.name} value={subtype.name}>
            {subtype.desc}
          </option>
        ))}
      </TextInput>
      <TextInput
        id="atc-comments"
        label={t('atc_claim_description')}
        registration={register('comments')}
        errorKey={errors.comments?.message}
        multiline
        rows={5}
        maxLength={CASE_DESCRIPTION_MAX}
        required
        disabled={sending}
        testId="field-comments"
      />
      <FilePicker
        label={t('atc_claim_attachment')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
        limitBytes={settings.fileUploadSizeLimit}
        quotaBytes={settings.attachmentQuotaBytes}
        maxFiles={ATC_MAX_ATTACHMENTS}
        errorKey={filesError}
        testId="field-attachment"
      />
      <SendRow sending={sending} sendLabel={t('atc_claim_send')} sendingLabel={t('atc_claim_sending')} testId="atc-claim" />
    </Box>
  );
}
