import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ZFeatureFlagBodySchema, ZFeatureFlagNameSchema } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useSetStaffFeatureFlag } from '../api/staff-settings.ts';

// The call's own schemas: the name as the path takes it, `enabled` as the body.
const ZFlagCreateSchema = z.object({ name: ZFeatureFlagNameSchema }).extend(ZFeatureFlagBodySchema.shape);
type TFlagCreate = z.infer<typeof ZFlagCreateSchema>;
const EMPTY: TFlagCreate = { name: '', enabled: true };

/** A flag not yet stored: its name and whether it starts on. */
function FeatureFlagCreateForm() {
  const { t } = useTranslation();
  const form = useForm<TFlagCreate>({ resolver: zodResolver(ZFlagCreateSchema), defaultValues: EMPTY });
  const submit = useFormSubmit({
    mutation: useSetStaffFeatureFlag(),
    setError: form.setError,
    plan: { fields: ['name', 'enabled'] },
    onSuccess: () => form.reset(EMPTY),
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => submit.submit(values))}
      aria-labelledby="staff-flag-create-title"
      data-testid="staff-flag-create"
    >
      <h3 id="staff-flag-create-title" className="staff-console-h3">
        {t('staff_settings_flag_create_title')}
      </h3>
      <FormError errorKey={submit.errorKey} testId="staff-flag-create-error" />
      <FormField
        form={form}
        name="name"
        id="staff-flag-name"
        label={t('staff_settings_flag_name')}
        helperText={t('staff_settings_flag_name_hint')}
        maxLength={128}
        required
      />
      <FormControlLabel
        control={
          <Switch
            {...form.register('enabled')}
            defaultChecked={EMPTY.enabled}
            slotProps={{ input: { 'data-testid': 'staff-flag-enabled' } as object }}
          />
        }
        label={t('staff_settings_flag_enabled')}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={submit.sending} sx={{ mt: 1 }} data-testid="staff-flag-create-submit">
          {t('staff_settings_flag_create')}
        </Button>
      </Box>
    </form>
  );
}

/** One flag's switch: set at once, the stored value shown once the API has it. */
function FeatureFlagSwitch({ name, enabled }: { name: string; enabled: boolean }) {
  const { t } = useTranslation();
  const { mutate, isPending, isError, variables } = useSetStaffFeatureFlag();
  // A press while the last one is sent is shown at once and sent after its answer (unless the
  // stored value is already the one pressed): two quick presses end where the second left it.
  const [pressed, setPressed] = useState<boolean | null>(null);
  useEffect(() => {
    if (isPending || pressed === null) return;
    setPressed(null);
    if (pressed !== enabled) mutate({ name, enabled: pressed });
  }, [isPending, pressed, enabled, name, mutate]);
  return (
    <li>
      <FormControlLabel
        control={
          // Never disabled while it is sent: a disabled switch drops the keyboard's focus to the page.
          <Switch
            checked={pressed ?? (isPending ? variables.enabled : enabled)}
            onChange={(event) => {
              if (isPending) setPressed(event.target.checked);
              else mutate({ name, enabled: event.target.checked });
            }}
            slotProps={{ input: { 'data-testid': `staff-flag-${name}`, 'aria-busy': isPending || pressed !== null } as object }}
          />
        }
        label={<code>{name}</code>}
      />
      {isError ? (
        <span role="alert" className="staff-settings-flag-error" data-testid={`staff-flag-${name}-error`}>
          {t('staff_settings_flag_failed')}
        </span>
      ) : null}
    </li>
  );
}

/**
 * The server's feature flags (docs/settings-and-gates.md: the gates that read them), each a
 * switch, and a form for a new one. Other instances of the portal see a change within 5 s.
 */
export function FeatureFlagsSection({ flags }: { flags: Readonly<Record<string, boolean>> }) {
  const { t } = useTranslation();
  const names = Object.keys(flags).sort();
  return (
    <section aria-labelledby="staff-flags-title" data-testid="staff-flags">
      <h2 id="staff-flags-title" className="staff-console-h2">
        {t('staff_settings_flags_title')}
      </h2>
      <p>{t('staff_settings_flags_text')}</p>
      {names.length === 0 ? (
        <p data-testid="staff-flags-empty">{t('staff_settings_flags_empty')}</p>
      ) : (
        <ul className="staff-settings-flags" aria-labelledby="staff-flags-title">
          {names.map((name) => (
            <FeatureFlagSwitch key={name} name={name} enabled={flags[name] === true} />
          ))}
        </ul>
      )}
      <FeatureFlagCreateForm />
    </section>
  );
}
