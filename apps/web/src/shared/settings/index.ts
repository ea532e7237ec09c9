// Public surface of the portal settings: every page and the shell read them, so they live in shared/.

export { forgetPrivateSettings } from './api/get-private-settings.ts';
export { SettingsErrorAlert } from './components/settings-error-alert.tsx';
export { SettingsProvider } from './components/settings-provider.tsx';
export { SettingsContext, type TSettingsState, useSettings, useSettingsState } from './model/settings-context.ts';
