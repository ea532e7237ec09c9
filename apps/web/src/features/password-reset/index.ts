/** Password recovery at /recordar-clau (docs/password-reset.md). The page mounts lazily from app/router/pages.ts. */
export { ResetRequestForm } from './components/reset-request-form.tsx';
export { SetPasswordForm } from './components/set-password-form.tsx';
