import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SETTINGS_INVALID, type TSettingsIssue, type TSettingsScope, type TStaffSettings } from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useReplaceStaffSettings } from '../api/staff-settings.ts';
import { draftIssues, readSettingsDraft, settingsDraftFormSchema, type TSettingsDraft } from '../model/settings-draft.ts';
import { SettingsIssues } from './settings-issues.tsx';

type TValues = { text: string };

const asText = (value: unknown) => JSON.stringify(value, null, 2);

/** The issues a settings_invalid refusal lists (its body's `issues`), for the same list the preview shows. */
function refusedIssues(error: unknown): TSettingsIssue[] {
  if (!isApiError(error) || error.code !== SETTINGS_INVALID) return [];
  const issues = (error.body as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as TSettingsIssue[]) : [];
}

/**
 * One scope's stored settings as JSON: edited as text, previewed (the settings the portal will
 * read with it, and what is wrong by path) and saved whole. The check before saving is the
 * preview's, the API's own; what is typed stays when either refuses it.
 */
export function SettingsScopeEditor({ scope, settings }: { scope: TSettingsScope; settings: TStaffSettings }) {
  const { t } = useTranslation();
  const stored = useMemo(() => ({ public: settings.public, private: settings.private }), [settings.public, settings.private]);
  const storedText = useMemo(() => asText(stored[scope]), [stored, scope]);
  const schema = useMemo(() => settingsDraftFormSchema(scope, stored), [scope, stored]);
  const form = useForm<TValues>({ resolver: zodResolver(schema), defaultValues: { text: storedText } });
  const [preview, setPreview] = useState<TSettingsDraft>();
  const [refused, setRefused] = useState<TSettingsIssue[]>([]);
  const submit = useFormSubmit({
    mutation: useReplaceStaffSettings(scope),
    setError: form.setError,
    plan: {
      fields: { data: 'text' },
      refusals: { [`400:${SETTINGS_INVALID}`]: 'staff_settings_refused', '413': 'staff_settings_too_large' },
    },
    onFailure: (_sorted, error) => setRefused(refusedIssues(error)),
  });
  // Once saved (or saved elsewhere and read again), the field shows what is stored now.
  useEffect(() => {
    form.reset({ text: storedText });
    setPreview(undefined);
  }, [form, storedText]);

  const showPreview = () => setPreview(readSettingsDraft(scope, stored, form.getValues('text')));
  const id = `staff-settings-${scope}`;
  const view = preview?.kind === 'checked' ? preview.check[scope] : undefined;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        async (values) => {
          setRefused([]);
          const draft = readSettingsDraft(scope, stored, values.text);
          if (draft.kind === 'checked') await submit.submit(draft.data);
        },
        // Refused by the check: the preview says why, path by path.
        showPreview,
      )}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <h2 id={`${id}-title`} className="staff-console-h2">
        {t(`staff_settings_${scope}_title`)}
      </h2>
      <p>{t(`staff_settings_${scope}_text`)}</p>
      <FormError errorKey={submit.errorKey} testId={`${id}-error`} />
      {submit.sent && !form.formState.isDirty ? (
        <p role="status" data-testid={`${id}-saved`}>
          {t('staff_settings_saved')}
        </p>
      ) : null}
      <SettingsIssues issues={refused} testId={`${id}-refused`} />
      <Box className="staff-settings-json">
        <FormField
          form={form}
          name="text"
          id={`${id}-text`}
          testId={`${id}-text`}
          label={t('staff_settings_json_label')}
          helperText={t('staff_settings_json_hint')}
          multiline
          rows={12}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button type="button" variant="outlined" onClick={showPreview} data-testid={`${id}-preview-button`}>
          {t('staff_settings_preview')}
        </Button>
        <Button type="submit" variant="contained" disabled={submit.sending} data-testid={`${id}-save`}>
          {t('staff_settings_save')}
        </Button>
      </Box>
      {preview ? (
        <section aria-labelledby={`${id}-preview-title`} data-testid={`${id}-preview`}>
          <h3 id={`${id}-preview-title`} className="staff-console-h3">
            {t(`staff_settings_${scope}_preview_title`)}
          </h3>
          {preview.kind === 'unreadable' ? (
            <p className="staff-settings-unreadable">{t(preview.messageKey)}</p>
          ) : (
            <>
              {draftIssues(preview).length === 0 ? <p>{t('staff_settings_preview_valid')}</p> : null}
              <SettingsIssues issues={draftIssues(preview)} testId={`${id}-issues`} />
              {/* Focusable, so a keyboard scrolls it: the merged settings are longer than the box. */}
              <Box
                component="pre"
                className="staff-settings-merged"
                role="group"
                tabIndex={0}
                aria-labelledby={`${id}-preview-title`}
                data-testid={`${id}-merged`}
              >
                {asText(view)}
              </Box>
            </>
          )}
        </section>
      ) : null}
    </form>
  );
}
