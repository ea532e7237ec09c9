import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTOREADS_CATEGORY_ID,
  CONTACT_MAX_ATTACHMENTS,
  contactFilesProblem,
  type TContactCase,
  type TContactCaseInput,
  type TContractKind,
  ZAutoReadsContactCaseSchema,
  ZContactCaseSchema,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaseForm, useCaseFormLocked } from '../../../shared/case-form/case-form.tsx';
import { CaseMessageFields } from '../../../shared/case-form/case-message-fields.tsx';
import { CaseSent } from '../../../shared/case-form/case-sent.tsx';
import { ContractOptions } from '../../../shared/case-form/contract-options.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useCreateContactCase } from '../api/create-contact-case.ts';
import { useCaseCategories } from '../api/get-case-categories.ts';
import { CONTACT_ERROR_PLAN } from '../model/contact-error-plan.ts';
import { ContactCategoryField } from './contact-category-field.tsx';

const PLAN = { ...CONTACT_ERROR_PLAN, fields: ['polissa_id', 'categ_id', 'title', 'message', 'meter_reading'] };

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
  const [files, setFiles] = useState<File[]>([]);
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
  const form = useForm<TContactCaseInput, unknown, TContactCase>({
    resolver: zodResolver(autoReads ? ZAutoReadsContactCaseSchema : ZContactCaseSchema),
    defaultValues: initial,
  });
  const { handleSubmit, setValue, reset } = form;
  const submit = useFormSubmit({ mutation: useCreateContactCase(), setError: form.setError, plan: PLAN });
  const locked = useCaseFormLocked(submit.sending);
  // The select shows category 20 once its option exists: the categories arrive after the form.
  const categoriesLoaded = categories.isSuccess;
  useEffect(() => {
    if (autoReads && categoriesLoaded) setValue('categ_id', String(AUTOREADS_CATEGORY_ID));
  }, [autoReads, categoriesLoaded, setValue]);

  const checkFiles = () => {
    const problem = contactFilesProblem(files.length);
    submit.setFilesError(problem);
    return problem === undefined;
  };

  const onSubmit = async (values: TContactCase) => {
    if (checkFiles()) await submit.submit({ form: values, files });
  };

  if (submit.sent && submit.answer) {
    return (
      <CaseSent
        message={t('contact_sent', { number: submit.answer.case_number })}
        againLabel={t('contact_another')}
        onAgain={() => {
          reset(initial);
          setFiles([]);
          submit.again();
        }}
        testId="contact"
      />
    );
  }

  return (
    <CaseForm
      label={t(autoReads ? 'contact_autoreads_title' : 'contact_title')}
      onSubmit={handleSubmit(onSubmit, checkFiles)}
      submit={submit}
      sendLabel={t('contact_send')}
      sendingLabel={t('contact_sending')}
      testId="contact"
    >
      <FormField
        form={form}
        name="polissa_id"
        id="contact-contract"
        label={t('contact_contract')}
        alsoErrorOf="polissa_type"
        onChange={(event) => {
          // The call names the contract's kind too (polissa_type).
          const chosen = contracts.find((c) => c.name === event.target.value);
          if (chosen) setValue('polissa_type', chosen.type);
        }}
        select
        required
        disabled={locked}
      >
        <ContractOptions contracts={contracts} none={t('contact_choose')} />
      </FormField>
      <ContactCategoryField
        form={form}
        name="categ_id"
        categories={categories}
        // The autoreads mode fixes the meter-readings category (§9).
        disabled={locked || autoReads}
      />
      {autoReads ? (
        <FormField
          form={form}
          name="meter_reading"
          id="contact-meter-reading"
          label={t('contact_meter_reading')}
          helperText={t('contact_meter_reading_help')}
          inputMode="numeric"
          maxLength={8}
          required
          disabled={locked}
        />
      ) : null}
      <CaseMessageFields
        form={form}
        idPrefix="contact"
        subject={{ name: 'title', label: t('contact_subject') }}
        description={{ name: 'message', label: t('contact_description') }}
        disabled={locked}
        files={{
          label: t('contact_attachments'),
          files,
          onChange: setFiles,
          submit,
          maxFiles: CONTACT_MAX_ATTACHMENTS,
          required: true,
          testId: 'field-attachments',
        }}
      />
    </CaseForm>
  );
}
