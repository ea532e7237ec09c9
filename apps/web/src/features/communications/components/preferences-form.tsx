import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_KINDS, type TNotificationPreferences, ZNotificationPreferencesSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { notify } from '../../../shared/ui/notice-store.ts';
import { useUpdateNotificationPreferences } from '../api/communication-calls.ts';

/** The API fields the form shows, and the refusals with words of their own. */
const PLAN = { fields: NOTIFICATION_KINDS, refusals: { '403': 'read_only_token' }, otherwise: 'message_cant_do_operation' } as const;

/**
 * Which notifications the customer receives by mail (docs/communications.md): one switch per
 * kind, saved together. The other mails of the portal answer the customer's own actions and
 * always leave; the form says so. A read-only session sees the switches and cannot save.
 */
export function PreferencesForm({ preferences }: { preferences: TNotificationPreferences }) {
  const { t } = useTranslation();
  const readonly = useAuth((s) => s.readonly);
  const form = useForm<TNotificationPreferences>({ resolver: zodResolver(ZNotificationPreferencesSchema), values: preferences });
  const mutation = useUpdateNotificationPreferences();
  const sending = useFormSubmit({
    mutation,
    setError: form.setError,
    plan: PLAN,
    onSuccess: () => notify('communications_preferences_saved', 'success'),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    await sending.submit(values);
  });
  const save = (
    <Button
      type="submit"
      variant="contained"
      disabled={readonly || sending.sending || !form.formState.isDirty}
      data-testid="preferences-save"
    >
      {t('communications_preferences_save')}
    </Button>
  );
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby="preferences-title" data-testid="preferences-form">
      <Typography component="h2" variant="h6" id="preferences-title" gutterBottom>
        {t('communications_preferences_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('communications_preferences_intro')}
      </Typography>
      <FormError errorKey={sending.errorKey} testId="preferences-error" />
      <FormGroup sx={{ mb: 2 }}>
        {NOTIFICATION_KINDS.map((kind) => (
          // watch and setValue rather than a Controller: Controller would join the form library's
          // chunk that the login page loads, and grow it.
          <FormControlLabel
            key={kind}
            label={t(`communications_preference_${kind}`)}
            control={
              <Switch
                checked={form.watch(kind)}
                onChange={(event) => form.setValue(kind, event.target.checked, { shouldDirty: true })}
                name={kind}
                disabled={readonly}
                slotProps={{ input: { 'data-testid': `preference-${kind}` } as Record<string, string> }}
              />
            }
          />
        ))}
      </FormGroup>
      {readonly ? (
        <DisabledReason reason={t('read_only_token_short')} shown testId="preferences-save-reason">
          {save}
        </DisabledReason>
      ) : (
        save
      )}
    </Box>
  );
}
