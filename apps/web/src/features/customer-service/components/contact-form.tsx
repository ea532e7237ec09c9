import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  AUTOREADS_CATEGORY_ID,
  CASE_DESCRIPTION_MAX,
  CASE_SUBJECT_MAX,
  CONTACT_MAX_ATTACHMENTS,
  contactFilesProblem,
  type TContactCase,
  type TContactCaseInput,
  type TContractKind,
  ZAutoReadsContactCaseSchema,
  ZContactCaseSchema,
} from '@portal/domain';
import { useEffect, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FilePicker } from '../../../shared/ui/fields/file-picker.tsx';
import { SendRow } from '../../../shared/ui/fields/send-row.tsx';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useCreateContactCase } from '../api/create-contact-case.ts';
import { useCaseCategories } from '../api/get-case-categories.ts';
import { claimFormReducer, INITIAL_CLAIM_FORM } from '../model/claim-form-state.ts';
import { contactFailure } from '../model/contact-failure.ts';
import { CaseSent } from './case-sent.tsx';

const FIELDS = ['polissa_id', 'categ_id', 'title', 'message', 'meter_reading'] as const;
type TField = (typeof FIELDS)[number];

export interface TContactFormProps {
  contracts: ReadonlyArray<{ name: string; type: TContractKind; address: string }>;
  /** The autoreads variant (customer-area §2, §9): category 20 chosen and fixed, the meter reading asked. */
  autoReads: boolean;
}

/**
 * The signed-in contact form (customer-area §2, §5): contract, category, subject, description,
 * 1 to 6 files; in the autoreads mode the meter-readings category and the reading. FORM →
 * SENDING → SENT with the case number; a failure returns to FORM with every value and file kept
 * and says why. One schema checks it here and on the server; texts are shown as text, never HTML.
 */
export function ContactForm({ contracts, autoReads }: TContactFormProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [state, dispatch] = useReducer(claimFormReducer, INITIAL_CLAIM_FORM);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>(undefined);
  const create = useCreateContactCase();
  const categories = useCaseCategories(false);
  const only = contracts.length === 1 ? contracts[0] : undefined;
  const initial: TContactCaseInput = {
    polissa_id: only?.name ?? '',
    polissa_type: only?.type ?? 'electricity',
    categ_id: autoReads ? String(AUTOREADS_CATEGORY_ID) : '',
    title: '',
    message: '',
    ...(autoReads ? { meter_reading: '' } : {}),
  };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = useForm<TContactCaseInput, unknown, TContactCase>({
    resolver: zodResolver(autoReads ? ZAutoReadsContactCaseSchema : ZContactCaseSchema),
    defaultValues: initial,
  });
  const contractRegistration = register('polissa_id');
  // The select shows category 20 once its option exists: the categories arrive after the form.
  const categoriesLoaded = categories.isSuccess;
  useEffect(() => {
    if (autoReads && categoriesLoaded) setValue('categ_id', String(AUTOREADS_CATEGORY_ID));
  }, [autoReads, categoriesLoaded, setValue]);

  const checkFiles = () => {
    const problem = contactFilesProblem(files.length);
    setFilesError(problem);
    return problem === undefined;
  };

  const onSubmit = async (form: TContactCase) => {
    if (!checkFiles()) return;
    dispatch({ type: 'send' });
    try {
      const answer = await create.mutateAsync({ form, files });
      dispatch({ type: 'sent', caseNumber: answer.case_number });
    } catch (error) {
      const failure = contactFailure(error, FIELDS);
      for (const [field, key] of Object.entries(failure.fields)) setError(field as TField, { message: key });
      setFilesError(failure.filesKey);
      dispatch({ type: 'failed', ...(failure.messageKey ? { errorKey: failure.messageKey } : {}) });
    }
  };

  if (state.status === 'sent') {
    return (
      <CaseSent
        message={t('contact_sent', { number: state.caseNumber })}
        againLabel={t('contact_another')}
        onAgain={() => {
          reset(initial);
          setFiles([]);
          dispatch({ type: 'again' });
        }}
        testId="contact"
      />
    );
  }

  const sending = state.status === 'sending';
  const categoryError = errors.categ_id?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit, checkFiles)}
      aria-label={t(autoReads ? 'contact_autoreads_title' : 'contact_title')}
      aria-busy={sending}
    >
      {state.status === 'form' && state.errorKey ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="contact-error">
          {messageText(t, state.errorKey)}
        </Alert>
      ) : null}
      <TextInput
        id="contact-contract"
        label={t('contact_contract')}
        registration={{
          ...contractRegistration,
          onChange: (event) => {
            // The call names the contract's kind too (polissa_type).
            const chosen = contracts.find((c) => c.name === event.target.value);
            if (chosen) setValue('polissa_type', chosen.type);
            return contractRegistration.onChange(event);
          },
        }}
        errorKey={errors.polissa_id?.message ?? errors.polissa_type?.message}
        select
        required
        disabled={sending}
        testId="field-polissa_id"
      >
        <option value="">{t('contact_choose')}</option>
        {contracts.map((contract) => (
          <option key={contract.name} value={contract.name}>
            {contract.address ? `${contract.name} · ${contract.address}` : contract.name}
          </option>
        ))}
      </TextInput>
      {categories.isError ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="contact-categories-failed">
          {t('contact_categories_failed')}
        </Alert>
      ) : null}
      <TextInput
        id="contact-category"
        label={t('contact_category')}
        registration={register('categ_id')}
        errorKey={categoryError}
        select
        required
        // The autoreads mode fixes the meter-readings category (§9).
        disabled={sending || autoReads || !categories.isSuccess}
        testId="field-categ_id"
      >
        <option value="">{t('contact_choose')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </TextInput>
      {autoReads ? (
        <TextInput
          id="contact-meter-reading"
          label={t('contact_meter_reading')}
          helperText={t('contact_meter_reading_help')}
          registration={register('meter_reading')}
          errorKey={errors.meter_reading?.message}
          inputMode="numeric"
          maxLength={8}
          required
          disabled={sending}
          testId="field-meter_reading"
        />
      ) : null}
      <TextInput
        id="contact-title"
        label={t('contact_subject')}
        registration={register('title')}
        errorKey={errors.title?.message}
        maxLength={CASE_SUBJECT_MAX}
        required
        disabled={sending}
        testId="field-title"
      />
      <TextInput
        id="contact-message"
        label={t('contact_description')}
        registration={register('message')}
        errorKey={errors.message?.message}
        multiline
        rows={5}
        maxLength={CASE_DESCRIPTION_MAX}
        required
        disabled={sending}
        testId="field-message"
      />
      <FilePicker
        label={t('contact_attachments')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
        limitBytes={settings.fileUploadSizeLimit}
        quotaBytes={settings.attachmentQuotaBytes}
        maxFiles={CONTACT_MAX_ATTACHMENTS}
        required
        errorKey={filesError}
        testId="field-attachments"
      />
      <SendRow sending={sending} sendLabel={t('contact_send')} sendingLabel={t('contact_sending')} testId="contact" />
    </Box>
  );
}
