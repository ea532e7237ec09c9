import { mapLoginFailure, type TLoginRequest } from '@portal/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorStatus, isApiError } from '../../../shared/api/api-error.ts';
import { loadQueryClient } from '../../../shared/api/query-client.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { parseLoginRedirect } from '../../../shared/routing/login-redirect.ts';
import { authActions, useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { FormTextField } from '../../../shared/ui/form-text-field.tsx';
import { UiAlert } from '../../../shared/ui/light/ui-alert.tsx';
import { UiButton } from '../../../shared/ui/light/ui-button.tsx';
import { loadSignIn, postLogin } from '../api/login.ts';
import { failureDisplay } from '../model/failure-display.ts';
import type { TLoginCheck, TLoginField, TLoginFieldErrors } from '../model/login-validation.ts';

const FIELDS: readonly TLoginField[] = ['user', 'password'];

let validation: Promise<typeof import('../model/login-validation.ts')> | undefined;
/**
 * The form's validation, the domain's login schema with zod, loaded when the user starts typing
 * (first focus) or submits, not with the page, whose JavaScript has a budget (docs/web.md). A
 * failed load (no connection) is tried again on the next use.
 */
const loadValidation = () => {
  validation ??= import('../model/login-validation.ts').catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
};
const preloadValidation = () => {
  loadValidation().catch(() => undefined);
};

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
async function loginFieldErrors(error: unknown): Promise<TLoginFieldErrors> {
  if (!isApiError(error) || error.status !== 400) return {};
  try {
    const { sortServerErrors } = await import('../../../shared/forms/server-errors.ts');
    return sortServerErrors(error, { fields: FIELDS }).fields;
  } catch {
    return {};
  }
}

/**
 * User (tax id) and password (customer-area §2, §5). Two native fields and the domain's schema,
 * without react-hook-form, which the login page does not carry: as with its resolver, the schema
 * checks the form on submit and, after a submit, each field again as it changes; the first field
 * in error takes the focus; the API's field errors of a 400 show under their fields.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const formMessage = useAuth((s) => (s.statusType === 'form' ? s.messageKey : null));
  const inputs = { user: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const [errors, setErrors] = useState<TLoginFieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const values = (): TLoginRequest => ({ user: inputs.user.current?.value ?? '', password: inputs.password.current?.value ?? '' });

  const signIn = async (body: TLoginRequest) => {
    try {
      const answer = await postLogin(body);
      // The query client comes with the sign-in's code, not with the page (its budget).
      const [{ completeCredentialsLogin }, queryClient] = await Promise.all([loadSignIn(), loadQueryClient()]);
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
      const fields = await loginFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) loginFailed(error);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every attempt starts clean: the last attempt's alert goes even when this one stops at validation.
    authActions.clearStatus();
    submitted.current = true;
    setSubmitting(true);
    try {
      let checked: TLoginCheck;
      try {
        checked = (await loadValidation()).validateLogin(values());
      } catch (error) {
        // Without its validation (no connection for the chunk) nothing is sent: said on the form.
        loginFailed(error);
        return;
      }
      setErrors(checked.errors ?? {});
      if (checked.errors) {
        inputs[FIELDS.find((name) => checked.errors?.[name] !== undefined) ?? 'user'].current?.focus();
        return;
      }
      await signIn(checked.values);
    } finally {
      setSubmitting(false);
    }
  };

  // After a submit, a field is checked again as it changes (its error, or the server's, replaced).
  const onChange = (name: TLoginField) => () => {
    if (!submitted.current) return;
    loadValidation()
      .then(({ validateLogin }) => setErrors((current) => ({ ...current, [name]: validateLogin(values()).errors?.[name] })))
      .catch(() => undefined);
  };

  const field = (name: TLoginField) => {
    const message = errors[name];
    return {
      registration: { name, ref: inputs[name], onChange: onChange(name), onBlur: () => undefined },
      error: message ? messageText(t, message) : undefined,
    };
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="login-form" aria-label={t('login_form_label')}>
      {formMessage ? (
        <UiAlert severity="error" testId="login-error" className="login-error">
          {messageText(t, formMessage)}
        </UiAlert>
      ) : null}
      <FormTextField
        id="login-user"
        label={t('login_user_label')}
        helperText={t('login_user_help')}
        {...field('user')}
        autoComplete="username"
        testId="login-user"
        required
        onFocus={preloadValidation}
      />
      <FormTextField
        id="login-password"
        label={t('login_password_label')}
        type="password"
        {...field('password')}
        autoComplete="current-password"
        testId="login-password"
        required
        onFocus={preloadValidation}
      />
      <UiButton
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isSubmitting}
        testId="login-submit"
        className="login-submit"
      >
        {isSubmitting ? t('login_submitting') : t('login_submit')}
      </UiButton>
    </form>
  );
}
