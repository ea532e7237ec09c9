import { DEFAULT_SETTINGS, type TSettings } from '@portal/domain';
import { createContext, useContext } from 'react';

export interface TSettingsState {
  /** Built-in defaults, then public, then private settings merged over them. */
  settings: TSettings;
  /** Public settings answered or failed: the app may decide language, routes and session. */
  ready: boolean;
  /** A settings call failed; the app runs on what it has (customer-area §8). */
  failed: boolean;
}

export const SettingsContext = createContext<TSettingsState>({ settings: DEFAULT_SETTINGS, ready: true, failed: false });

export const useSettingsState = () => useContext(SettingsContext);
export const useSettings = (): TSettings => useContext(SettingsContext).settings;
