import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { mapLoginFailure, type TLoginRequest } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorStatus, isApiError } from '../../../shared/api/api-error.ts';
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

const FIELDS = ['user', 'password'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

/** User (tax id) and password (customer-area §2, §5). */
export function LoginForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLoginMutation();
  const formMessage = useAuth((s) => (s.statusType === 'form' ? s.messageKey : null));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({ resolver, defaultValues: { user: '', password: '' } });

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
      if (isApiError(error) && error.status === 400 && error.errors) {
        const fieldErrors = Object.entries(error.errors).filter(([field]) => isField(field));
        for (const [field, keys] of fieldErrors) {
          if (isField(field)) setError(field, { message: keys[0] ?? 'required_field' });
        }
        if (fieldErrors.length > 0) return;
      }
      const failure = mapLoginFailure('credentials', errorStatus(error), isApiError(error) ? error.message : undefined);
      authActions.failed(failure, failureDisplay('credentials', failure));
    }
  };

  const fieldError = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? messageText(t, message) : undefined;
  };

  return (
    <form
      noValidate
      // Every attempt starts clean: the last attempt's alert goes even when this one stops at validation.
      onSubmit={(event) => {
        authActions.clearStatus();
        return handleSubmit(onSubmit)(event);
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
        registration={register('user')}
        autoComplete="username"
        error={fieldError('user')}
        testId="login-user"
        required
        onFocus={resolver.preload}
      />
      <FormTextField
        id="login-password"
        label={t('login_password_label')}
        type="password"
        registration={register('password')}
        autoComplete="current-password"
        error={fieldError('password')}
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
