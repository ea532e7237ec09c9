import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  CASE_DESCRIPTION_MAX,
  CASE_SUBJECT_MAX,
  type TCreateRequest,
  type TCreateRequestInput,
  type TRequestCategory,
  UPLOAD_MAX_FILES,
  ZCreateRequestSchema,
} from '@portal/domain';
import { useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FilePicker } from '../../../shared/ui/fields/file-picker.tsx';
import { SendRow } from '../../../shared/ui/fields/send-row.tsx';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useCreateRequest } from '../api/create-request.ts';
import { INITIAL_REQUEST_FORM, requestFormReducer } from '../model/request-form-state.ts';
import { requestPaths } from '../model/request-look.ts';
import { sortServerErrors } from '../model/server-errors.ts';

const FIELDS = ['category', 'contract', 'subject', 'description'] as const;
const EMPTY: TCreateRequestInput = { category: '', contract: '', subject: '', description: '' };

export interface TRequestFormProps {
  categories: readonly TRequestCategory[];
  contracts: ReadonlyArray<{ name: string; address: string }>;
}

/**
 * A new request (customer-area §3: category, contract, subject, description, attachments): the
 * contract is optional, up to six files. FORM → SENDING → SENT with the case number and a link
 * to its conversation; a failure returns to FORM with everything typed kept (files too) and says
 * why. The same schema checks it here and on the server.
 */
export function RequestForm({ categories, contracts }: TRequestFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const [state, dispatch] = useReducer(requestFormReducer, INITIAL_REQUEST_FORM);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>(undefined);
  const create = useCreateRequest();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TCreateRequestInput, unknown, TCreateRequest>({ resolver: zodResolver(ZCreateRequestSchema), defaultValues: EMPTY });

  const onSubmit = async (request: TCreateRequest) => {
    dispatch({ type: 'send' });
    setFilesError(undefined);
    try {
      const answer = await create.mutateAsync({ request, files });
      dispatch({ type: 'sent', number: answer.number });
    } catch (error) {
      const sorted = sortServerErrors(error, FIELDS);
      for (const [field, key] of sorted.fields) setError(field, { message: key });
      setFilesError(sorted.files);
      dispatch({ type: 'failed', ...(sorted.general ? { errorKey: sorted.general } : {}) });
    }
  };

  if (state.status === 'sent') {
    return (
      <Box>
        <Alert severity="success" data-testid="request-sent">
          {t('request_sent', { number: state.number })}
        </Alert>
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextLink to={requestPaths.detail(language, state.number ?? '')} testId="request-sent-open">
            {t('request_open')}
          </TextLink>
          <Button
            variant="outlined"
            onClick={() => {
              reset(EMPTY);
              setFiles([]);
              dispatch({ type: 'again' });
            }}
            data-testid="request-again"
          >
            {t('request_another')}
          </Button>
        </Box>
      </Box>
    );
  }

  const sending = state.status === 'sending';
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('request_create_title')} aria-busy={sending}>
      {state.status === 'form' && state.errorKey ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="request-error">
          {messageText(t, state.errorKey)}
        </Alert>
      ) : null}
      <TextInput
        id="request-category"
        label={t('request_category')}
        registration={register('category')}
        errorKey={errors.category?.message}
        select
        required
        disabled={sending}
        testId="field-category"
      >
        <option value="">{t('request_choose')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </TextInput>
      <TextInput
        id="request-contract"
        label={t('request_contract')}
        registration={register('contract')}
        errorKey={errors.contract?.message}
        select
        disabled={sending}
        testId="field-contract"
      >
        <option value="">{t('request_no_contract')}</option>
        {contracts.map((contract) => (
          <option key={contract.name} value={contract.name}>
            {contract.address ? `${contract.name} · ${contract.address}` : contract.name}
          </option>
        ))}
      </TextInput>
      <TextInput
        id="request-subject"
        label={t('request_subject')}
        registration={register('subject')}
        errorKey={errors.subject?.message}
        maxLength={CASE_SUBJECT_MAX}
        required
        disabled={sending}
        testId="field-subject"
      />
      <TextInput
        id="request-description"
        label={t('request_description')}
        registration={register('description')}
        errorKey={errors.description?.message}
        multiline
        rows={5}
        maxLength={CASE_DESCRIPTION_MAX}
        required
        disabled={sending}
        testId="field-description"
      />
      <FilePicker
        label={t('request_attachments')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
        limitBytes={settings.fileUploadSizeLimit}
        quotaBytes={settings.attachmentQuotaBytes}
        maxFiles={UPLOAD_MAX_FILES}
        errorKey={filesError}
        testId="field-attachments"
      />
      <SendRow sending={sending} sendLabel={t('request_send')} sendingLabel={t('request_sending')} testId="request" />
    </Box>
  );
}
