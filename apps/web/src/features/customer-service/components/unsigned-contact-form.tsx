import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MAX_ATTACHMENTS,
  contactFilesProblem,
  type TUnsignedContact,
  type TUnsignedContactInput,
  ZUnsignedContactSchema,
} from '@portal/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaseFiles } from '../../../shared/case-form/case-files.tsx';
import { CaseForm } from '../../../shared/case-form/case-form.tsx';
import { CaseMessageFields } from '../../../shared/case-form/case-message-fields.tsx';
import { CaseSent } from '../../../shared/case-form/case-sent.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useCreateUnsignedContact } from '../api/create-unsigned-contact.ts';
import { useCaseCategories } from '../api/get-case-categories.ts';
import { useContactTicket } from '../api/get-contact-ticket.ts';
import { CONTACT_ERROR_PLAN } from '../model/contact-error-plan.ts';
import { ContactCategoryField } from './contact-category-field.tsx';
import { ContactHoneypot } from './contact-honeypot.tsx';

const PLAN = { ...CONTACT_ERROR_PLAN, fields: ['email', 'mobile', 'category', 'subject', 'description'] };
const EMPTY: TUnsignedContactInput = { email: '', mobile: '', category: '', subject: '', description: '' };

/**
 * A visitor's unsigned contact (customer-area §2, §5): e-mail, mobile (Spain by default), category
 * of those offered to visitors, subject, description, up to 6 files. FORM → SENDING → SENT with
 * the case number; a failure returns to FORM with everything kept. The form ticket (fetched when
 * the form opens, a new one after each send) and the honeypot travel with it invisibly.
 */
export function UnsignedContactForm() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const honeypot = useRef<HTMLInputElement>(null);
  const categories = useCaseCategories(true);
  const ticket = useContactTicket();
  const form = useForm<TUnsignedContactInput, unknown, TUnsignedContact>({
    resolver: zodResolver(ZUnsignedContactSchema),
    defaultValues: EMPTY,
  });
  const submit = useFormSubmit({ mutation: useCreateUnsignedContact(), setError: form.setError, plan: PLAN });

  const checkFiles = () => {
    const problem = contactFilesProblem(files.length, 0);
    submit.setFilesError(problem);
    return problem === undefined;
  };

  const onSubmit = async (values: TUnsignedContact) => {
    if (!checkFiles()) return;
    await submit.submit({ form: values, files, ticket: ticket.data ?? '', honeypot: honeypot.current?.value ?? '' });
    // A ticket is good for one case: the next send needs another.
    void ticket.refetch();
  };

  if (submit.sent && submit.answer) {
    return (
      <CaseSent
        message={t('contact_sent', { number: submit.answer.result.case_number })}
        againLabel={t('contact_another')}
        onAgain={() => {
          form.reset(EMPTY);
          setFiles([]);
          submit.again();
        }}
        testId="contact"
      />
    );
  }

  const { sending } = submit;
  return (
    <CaseForm
      label={t('contact_unsigned_title')}
      onSubmit={form.handleSubmit(onSubmit, checkFiles)}
      submit={submit}
      sendLabel={t('contact_send')}
      sendingLabel={t('contact_sending')}
      testId="contact"
    >
      <FormField
        form={form}
        name="email"
        id="contact-email"
        label={t('contact_email')}
        type="email"
        autoComplete="email"
        required
        disabled={sending}
      />
      <FormField
        form={form}
        name="mobile"
        id="contact-mobile"
        label={t('contact_mobile')}
        phone
        autoComplete="tel"
        required
        disabled={sending}
      />
      <ContactCategoryField form={form} name="category" categories={categories} disabled={sending} />
      <CaseMessageFields
        form={form}
        idPrefix="contact"
        subject={{ name: 'subject', label: t('contact_subject') }}
        description={{ name: 'description', label: t('contact_description') }}
        disabled={sending}
      />
      <ContactHoneypot inputRef={honeypot} />
      <CaseFiles
        label={t('contact_attachments_optional')}
        files={files}
        onChange={setFiles}
        submit={submit}
        maxFiles={CONTACT_MAX_ATTACHMENTS}
        visitor={{ quotaBytes: submit.quotaBytes }}
        testId="field-attachment"
      />
    </CaseForm>
  );
}
