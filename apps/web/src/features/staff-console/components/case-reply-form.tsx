import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type TStaffReply, UPLOAD_MAX_FILES, ZStaffReplySchema } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FilePicker } from '../../../shared/ui/fields/file-picker.tsx';
import { useReplyStaffCase } from '../api/reply-staff-case.ts';

// The reply's text, and its files under the picker (the API reads them as a customer's: size, count, type).
const PLAN = { fields: ['body'], files: ['files', 'attachments'] };

/**
 * Staff's reply: a text and up to six files within the settings' upload limit (staff's files are
 * the retailer's: no customer's quota). The customer is mailed; the reply joins the conversation
 * and the form empties for the next one.
 */
export function CaseReplyForm({ number }: { number: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<TStaffReply>({ resolver: zodResolver(ZStaffReplySchema), defaultValues: { body: '' } });
  const submit = useFormSubmit({ mutation: useReplyStaffCase(number), setError: form.setError, plan: PLAN });
  const onSubmit = async (reply: TStaffReply) => {
    if (await submit.submit({ body: reply.body, files })) {
      form.reset({ body: '' });
      setFiles([]);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-labelledby="staff-reply-title" data-testid="staff-reply-form">
      <h2 id="staff-reply-title" className="staff-console-h2">
        {t('staff_reply_title')}
      </h2>
      <FormError errorKey={submit.errorKey} testId="staff-reply-error" />
      {submit.sent ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="staff-reply-sent">
          {submit.answer?.customer_notified ? t('staff_reply_sent_mailed') : t('staff_reply_sent')}
        </Alert>
      ) : null}
      <FormField
        form={form}
        name="body"
        id="staff-reply-body"
        label={t('staff_reply_body')}
        multiline
        rows={4}
        required
        disabled={submit.sending}
      />
      <FilePicker
        label={t('staff_reply_files')}
        files={files}
        onChange={(next) => {
          setFiles(next);
          submit.setFilesError(undefined);
        }}
        limitBytes={settings.fileUploadSizeLimit}
        maxFiles={UPLOAD_MAX_FILES}
        errorKey={submit.filesError}
        testId="staff-reply-files"
        disabled={submit.sending}
      />
      <Button type="submit" variant="contained" disabled={submit.sending} sx={{ mt: 2 }} data-testid="staff-reply-send">
        {submit.sending ? t('staff_sending') : t('staff_reply_send')}
      </Button>
    </form>
  );
}
