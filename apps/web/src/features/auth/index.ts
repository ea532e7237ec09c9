// Public surface of the auth feature (pages are mounted by app/router).
export { SessionBootstrap } from './components/session-bootstrap.tsx';
export { useLogout } from './components/use-logout.ts';
export { authActions, authStore, INITIAL_AUTH_STATE, type TAuthState, type TStatusType, useAuth } from './model/auth-store.ts';
