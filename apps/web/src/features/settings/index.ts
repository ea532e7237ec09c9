// Public surface of the settings feature.
export { SettingsErrorAlert } from './components/settings-error-alert.tsx';
export { SettingsProvider } from './components/settings-provider.tsx';
export { SettingsContext, type TSettingsState, useSettings, useSettingsState } from './model/settings-context.ts';
