import { lazy, Suspense, useEffect } from 'react';
import { closeSessionExpired, sessionExpiredStore } from '../../../shared/session/session-expired-store.ts';
import { getToken, subscribeToken } from '../../../shared/session/token-store.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { themed } from '../../../shared/ui/theme/themed.ts';

const SessionExpiredDialog = lazy(themed(() => import('./session-expired-dialog.tsx')));

/** Opens the dialog the api client asks for; closes it once a token exists again (visitor-and-shell §4.2). */
export function SessionExpiredHost() {
  const open = useStore(sessionExpiredStore, (s) => s.open);
  useEffect(
    () =>
      subscribeToken(() => {
        if (getToken()) closeSessionExpired();
      }),
    [],
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
