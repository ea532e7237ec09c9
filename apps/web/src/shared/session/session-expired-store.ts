import { createStore } from '../store/create-store.ts';

/** Whether the session-expired dialog is open (customer-area §4, visitor-and-shell §4.2). */
export const sessionExpiredStore = createStore({ open: false });

export const openSessionExpired = () => sessionExpiredStore.setState({ open: true });
export const closeSessionExpired = () => sessionExpiredStore.setState({ open: false });
