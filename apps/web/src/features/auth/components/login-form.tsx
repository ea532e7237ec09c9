import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { mapLoginFailure, type TLoginRequest } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorStatus, isApiError } from '../../../shared/api/api-error.ts';
import { bindField } from '../../../shared/forms/bind-field.ts';
import { lazyResolver } from '../../../shared/forms/lazy-resolver.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { parseLoginRedirect } from '../../../shared/routing/login-redirect.ts';
import { authActions, useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FormTextField } from '../../../shared/ui/form-text-field.tsx';
import { loadSignIn, useLoginMutation } from '../api/login.ts';
import { failureDisplay } from '../model/failure-display.ts';

// zodResolver(ZLoginRequestSchema), loaded with zod on first focus or submit.
const resolver = lazyResolver<TLoginRequest>(() => import('../model/login-resolver.ts').then((m) => m.loginResolver));

/** A refused login the form's fields do not explain: said by the auth store, on the form or as a page. */
function loginFailed(error: unknown) {
  const failure = mapLoginFailure('credentials', errorStatus(error), isApiError(error) ? error.message : undefined);
  authActions.failed(failure, failureDisplay('credentials', failure));
}

/**
 * The server's field errors of a refused login, by the shared sorter. The login form's state is
 * the session's (the auth store says every other refusal), so it does not submit through
 * useFormSubmit; and the sorter loads with the first refusal, not with the first page, whose
 * JavaScript must not grow. Without it (no connection for the chunk either), no field error.
 */
async function loginFieldErrors(error: unknown): Promise<Record<string, string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  try {
    const { sortServerErrors } = await import('../../../shared/forms/server-errors.ts');
    return sortServerErrors(error, { fields: ['user', 'password'] }).fields;
  } catch {
    return {};
  }
}

/** User (tax id) and password (customer-area §2, §5). */
export function LoginForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formMessage = useAuth((s) => (s.statusType === 'form' ? s.messageKey : null));
  const form = useForm<TLoginRequest>({ resolver, defaultValues: { user: '', password: '' } });
  const login = useLoginMutation();

  const onSubmit = async (values: TLoginRequest) => {
    try {
      const answer = await login.mutateAsync(values);
      const { completeCredentialsLogin } = await loadSignIn();
      const done = await completeCredentialsLogin(answer, {
        language,
        settings,
        queryClient,
        redirect: parseLoginRedirect(location.search),
        promocode: new URLSearchParams(location.search).get('promocode'),
      });
      // The landing makes the public-route guard of this page, which reacts to the sign-in
      // too, send the user to the same place.
      authActions.signedIn({ ...done.session, landing: done.target });
      navigate(done.target, { replace: true });
    } catch (error) {
      // A 400 on the fields stays under them; any other refusal is the store's to say.
      const fields = Object.entries(await loginFieldErrors(error));
      for (const [field, key] of fields) form.setError(field as keyof TLoginRequest, { type: 'server', message: key });
      if (fields.length === 0) loginFailed(error);
    }
  };

  const field = (name: 'user' | 'password') => bindField(form, name, (key) => messageText(t, key));
  const { isSubmitting } = form.formState;

  return (
    <form
      noValidate
      // Every attempt starts clean: the last attempt's alert goes even when this one stops at validation.
      onSubmit={(event) => {
        authActions.clearStatus();
        return form.handleSubmit(onSubmit)(event);
      }}
      data-testid="login-form"
      aria-label={t('login_form_label')}
    >
      {formMessage ? (
        <Alert severity="error" data-testid="login-error" sx={{ mb: 1 }}>
          {messageText(t, formMessage)}
        </Alert>
      ) : null}
      <FormTextField
        id="login-user"
        label={t('login_user_label')}
        helperText={t('login_user_help')}
        {...field('user')}
        autoComplete="username"
        testId="login-user"
        required
        onFocus={resolver.preload}
      />
      <FormTextField
        id="login-password"
        label={t('login_password_label')}
        type="password"
        {...field('password')}
        autoComplete="current-password"
        testId="login-password"
        required
        onFocus={resolver.preload}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} data-testid="login-submit" sx={{ mt: 2 }}>
        {isSubmitting ? t('login_submitting') : t('login_submit')}
      </Button>
    </form>
  );
}
