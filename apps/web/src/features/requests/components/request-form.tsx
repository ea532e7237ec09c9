import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  type TCreateRequest,
  type TCreateRequestInput,
  type TRequestCategory,
  UPLOAD_MAX_FILES,
  ZCreateRequestSchema,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaseForm, useCaseFormLocked } from '../../../shared/case-form/case-form.tsx';
import { CaseMessageFields } from '../../../shared/case-form/case-message-fields.tsx';
import { ContractOptions } from '../../../shared/case-form/contract-options.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useCreateRequest } from '../api/create-request.ts';
import { REQUEST_FILE_FIELDS } from '../model/request-error-plan.ts';
import { requestPaths } from '../model/request-look.ts';

const PLAN = { fields: ['category', 'contract', 'subject', 'description'], files: REQUEST_FILE_FIELDS };
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
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<TCreateRequestInput, unknown, TCreateRequest>({ resolver: zodResolver(ZCreateRequestSchema), defaultValues: EMPTY });
  const submit = useFormSubmit({ mutation: useCreateRequest(), setError: form.setError, plan: PLAN });
  const locked = useCaseFormLocked(submit.sending);

  if (submit.sent && submit.answer) {
    return (
      <Box>
        <Alert severity="success" data-testid="request-sent">
          {t('request_sent', { number: submit.answer.number })}
        </Alert>
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextLink to={requestPaths.detail(language, submit.answer.number ?? '')} testId="request-sent-open">
            {t('request_open')}
          </TextLink>
          <Button
            variant="outlined"
            onClick={() => {
              form.reset(EMPTY);
              setFiles([]);
              submit.again();
            }}
            data-testid="request-again"
          >
            {t('request_another')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <CaseForm
      label={t('request_create_title')}
      onSubmit={form.handleSubmit((request) => submit.submit({ request, files }))}
      submit={submit}
      sendLabel={t('request_send')}
      sendingLabel={t('request_sending')}
      testId="request"
    >
      <FormField form={form} name="category" id="request-category" label={t('request_category')} select required disabled={locked}>
        <option value="">{t('request_choose')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </FormField>
      <FormField form={form} name="contract" id="request-contract" label={t('request_contract')} select disabled={locked}>
        <ContractOptions contracts={contracts} none={t('request_no_contract')} />
      </FormField>
      <CaseMessageFields
        form={form}
        idPrefix="request"
        subject={{ name: 'subject', label: t('request_subject') }}
        description={{ name: 'description', label: t('request_description') }}
        disabled={locked}
        files={{
          label: t('request_attachments'),
          files,
          onChange: setFiles,
          submit,
          maxFiles: UPLOAD_MAX_FILES,
          testId: 'field-attachments',
        }}
      />
    </CaseForm>
  );
}
