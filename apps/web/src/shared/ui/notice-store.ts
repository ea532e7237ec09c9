import { createStore } from '../store/create-store.ts';

export type TNoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface TNotice {
  id: number;
  /** A catalogue key. */
  messageKey: string;
  severity: TNoticeSeverity;
}

/** Short messages after an action that moved the user elsewhere (password changed, logout failed). */
export const noticeStore = createStore<{ notice: TNotice | null }>({ notice: null });

let nextId = 1;
export function notify(messageKey: string, severity: TNoticeSeverity = 'info'): void {
  noticeStore.setState({ notice: { id: nextId++, messageKey, severity } });
}
export const dismissNotice = () => noticeStore.setState({ notice: null });
