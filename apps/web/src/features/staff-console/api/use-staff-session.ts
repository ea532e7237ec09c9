import { useSyncExternalStore } from 'react';
import { readStaffSession, subscribeStaffSession, type TStaffSession } from './staff-session.ts';

/** The signed-in staff member, re-rendering when they sign in or out or their token is refused. */
export function useStaffSession(): TStaffSession | undefined {
  return useSyncExternalStore(subscribeStaffSession, () => readStaffSession());
}
