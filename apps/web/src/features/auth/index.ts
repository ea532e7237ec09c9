// Public surface of the auth feature (pages are mounted by app/router). Who is signed in, and
// logging out, are shared/session's: every feature needs them.
export { SessionBootstrap } from './components/session-bootstrap.tsx';
