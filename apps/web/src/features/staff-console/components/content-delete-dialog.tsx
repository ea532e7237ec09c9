import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { ConsoleFormDialog } from './console-form-dialog.tsx';

/** A page, block or banner deleted once confirmed: what goes, and what goes with it. */
export function ContentDeleteDialog({
  title,
  what,
  warning,
  mutation,
  testId,
  onClose,
}: {
  title: string;
  what: string;
  warning: string;
  mutation: UseMutationResult<unknown, Error, void>;
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm();
  const submit = useFormSubmit({ mutation, setError: form.setError, plan: { fields: [] } });
  return (
    <ConsoleFormDialog
      open
      onClose={onClose}
      title={title}
      testId={testId}
      errorKey={submit.errorKey}
      onSubmit={form.handleSubmit(async () => (await submit.submit(undefined)) && onClose())}
      submitLabel={t('staff_content_delete')}
      sending={submit.sending}
      danger
    >
      <p>
        <strong>{what}</strong>
      </p>
      <p>{warning}</p>
    </ConsoleFormDialog>
  );
}
