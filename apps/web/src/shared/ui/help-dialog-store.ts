import { createStore } from '../store/create-store.ts';

/** The floating help dialog is opened from the shell's button and from the login page. */
export const helpDialogStore = createStore({ open: false });
export const toggleHelpDialog = () => helpDialogStore.setState((s) => ({ open: !s.open }));
export const openHelpDialog = () => helpDialogStore.setState({ open: true });
export const closeHelpDialog = () => helpDialogStore.setState({ open: false });
