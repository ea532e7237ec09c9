import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  CASE_DESCRIPTION_MAX,
  CASE_SUBJECT_MAX,
  CONTACT_MAX_ATTACHMENTS,
  contactFilesProblem,
  type TUnsignedContact,
  type TUnsignedContactInput,
  ZUnsignedContactSchema,
} from '@portal/domain';
import { useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FilePicker } from '../../../shared/ui/fields/file-picker.tsx';
import { SendRow } from '../../../shared/ui/fields/send-row.tsx';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { useCreateUnsignedContact } from '../api/create-unsigned-contact.ts';
import { useCaseCategories } from '../api/get-case-categories.ts';
import { useContactTicket } from '../api/get-contact-ticket.ts';
import { claimFormReducer, INITIAL_CLAIM_FORM } from '../model/claim-form-state.ts';
import { contactFailure } from '../model/contact-failure.ts';
import { CaseSent } from './case-sent.tsx';
import { ContactHoneypot } from './contact-honeypot.tsx';

const FIELDS = ['email', 'mobile', 'category', 'subject', 'description'] as const;
type TField = (typeof FIELDS)[number];
const EMPTY: TUnsignedContactInput = { email: '', mobile: '', category: '', subject: '', description: '' };

/**
 * A visitor's unsigned contact (customer-area §2, §5): e-mail, mobile (Spain by default), category
 * of those offered to visitors, subject, description, up to 6 files. FORM → SENDING → SENT with
 * the case number; a failure returns to FORM with everything kept. The form ticket (fetched when
 * the form opens, a new one after each send) and the honeypot travel with it invisibly.
 */
export function UnsignedContactForm() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [state, dispatch] = useReducer(claimFormReducer, INITIAL_CLAIM_FORM);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>(undefined);
  const [quotaBytes, setQuotaBytes] = useState<number | undefined>(undefined);
  const honeypot = useRef<HTMLInputElement>(null);
  const create = useCreateUnsignedContact();
  const categories = useCaseCategories(true);
  const ticket = useContactTicket();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TUnsignedContactInput, unknown, TUnsignedContact>({ resolver: zodResolver(ZUnsignedContactSchema), defaultValues: EMPTY });

  const checkFiles = () => {
    const problem = contactFilesProblem(files.length, 0);
    setFilesError(problem);
    return problem === undefined;
  };

  const onSubmit = async (form: TUnsignedContact) => {
    if (!checkFiles()) return;
    dispatch({ type: 'send' });
    try {
      const answer = await create.mutateAsync({ form, files, ticket: ticket.data ?? '', honeypot: honeypot.current?.value ?? '' });
      dispatch({ type: 'sent', caseNumber: answer.result.case_number });
    } catch (error) {
      const failure = contactFailure(error, FIELDS);
      for (const [field, key] of Object.entries(failure.fields)) setError(field as TField, { message: key });
      // A visitor's quota is its connection's, by the day (not a customer's total): its own words.
      setFilesError(failure.filesKey === 'attachments_quota_exceeded' ? 'contact_upload_quota_exceeded' : failure.filesKey);
      setQuotaBytes(failure.quotaBytes);
      dispatch({ type: 'failed', ...(failure.messageKey ? { errorKey: failure.messageKey } : {}) });
    } finally {
      // A ticket is good for one case: the next send needs another.
      void ticket.refetch();
    }
  };

  if (state.status === 'sent') {
    return (
      <CaseSent
        message={t('contact_sent', { number: state.caseNumber })}
        againLabel={t('contact_another')}
        onAgain={() => {
          reset(EMPTY);
          setFiles([]);
          dispatch({ type: 'again' });
        }}
        testId="contact"
      />
    );
  }

  const sending = state.status === 'sending';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit, checkFiles)}
      aria-label={t('contact_unsigned_title')}
      aria-busy={sending}
      sx={{ position: 'relative' }}
    >
      {state.status === 'form' && state.errorKey ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="contact-error">
          {messageText(t, state.errorKey)}
        </Alert>
      ) : null}
      <TextInput
        id="contact-email"
        label={t('contact_email')}
        registration={register('email')}
        errorKey={errors.email?.message}
        type="email"
        autoComplete="email"
        required
        disabled={sending}
        testId="field-email"
      />
      <TextInput
        id="contact-mobile"
        label={t('contact_mobile')}
        registration={register('mobile')}
        errorKey={errors.mobile?.message}
        phone
        autoComplete="tel"
        required
        disabled={sending}
        testId="field-mobile"
      />
      {categories.isError ? (
        <Alert severity="error" sx={{ my: 1 }} data-testid="contact-categories-failed">
          {t('contact_categories_failed')}
        </Alert>
      ) : null}
      <TextInput
        id="contact-category"
        label={t('contact_category')}
        registration={register('category')}
        errorKey={errors.category?.message}
        select
        required
        disabled={sending || !categories.isSuccess}
        testId="field-category"
      >
        <option value="">{t('contact_choose')}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </TextInput>
      <TextInput
        id="contact-subject"
        label={t('contact_subject')}
        registration={register('subject')}
        errorKey={errors.subject?.message}
        maxLength={CASE_SUBJECT_MAX}
        required
        disabled={sending}
        testId="field-subject"
      />
      <TextInput
        id="contact-description"
        label={t('contact_description')}
        registration={register('description')}
        errorKey={errors.description?.message}
        multiline
        rows={5}
        maxLength={CASE_DESCRIPTION_MAX}
        required
        disabled={sending}
        testId="field-description"
      />
      <ContactHoneypot inputRef={honeypot} />
      <FilePicker
        label={t('contact_attachments_optional')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
        limitBytes={settings.fileUploadSizeLimit}
        {...(quotaBytes === undefined ? {} : { quotaBytes })}
        maxFiles={CONTACT_MAX_ATTACHMENTS}
        errorKey={filesError}
        testId="field-attachment"
      />
      <SendRow sending={sending} sendLabel={t('contact_send')} sendingLabel={t('contact_sending')} testId="contact" />
    </Box>
  );
}
