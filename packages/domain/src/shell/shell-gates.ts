import type { TRouteName } from '../routes/route-table.ts';
import type { TSettings } from '../settings/settings-defaults.ts';
import type { FEATURE_FLAG_NAMES, TFeatureFlags } from './feature-flags.ts';

/**
 * The shell's part of the gate table (gates.ts has the whole): the gates of routes, of menu
 * entries and of the help button, which the router and the menus read on every page, the login
 * page's included. The buttons' and forms' gates live in gates.ts and load with their features.
 * A route's gate bears the route's name.
 *
 * Server flags follow visitor-and-shell §4.6: content behind a flag shows while the flags have
 * not loaded (undefined) and hides once they loaded and the flag is not true.
 */
export type TFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** The settings the gates read; the merged TSettings satisfies it. */
export type TGateSettings = Pick<
  TSettings,
  | 'features'
  | 'contract'
  | 'refCatastral'
  | 'invoices'
  | 'contractation'
  | 'comparator'
  | 'powerCalculator'
  | 'newsletter'
  | 'helpDialog'
  | 'home'
  | 'priceAlerts'
>;

export interface TGate<S = TGateSettings> {
  /** The server flags it reads: the web fetches the flags only for a gate that names one. */
  readonly flags: readonly TFlagName[];
  readonly open: (settings: S, flags?: TFeatureFlags) => boolean;
}

// Each gate reads only its own part of the settings, so a pure rule holding fewer settings
// (contract-buttons.ts) can ask a gate too.
export type TFeatures<K extends keyof TSettings['features']> = { features: Pick<TSettings['features'], K> };
export type TDisplaySettings = { features: { displayTypes: readonly string[] } };
type TContracting = { contractation: Record<'electricity' | 'gas' | 'dual', { enabled: boolean }> };

/**
 * The gate of visitor-and-shell §4.6: guarded content shows when the flag is true or the
 * flags have not loaded yet; it hides only when they loaded and the flag is not true.
 */
export function isFlagOpen(flags: TFeatureFlags | undefined, name: string): boolean {
  if (flags === undefined) return true;
  return flags[name] === true;
}

// Pure builders, for gates.ts too.
/* @__NO_SIDE_EFFECTS__ */
export function bySetting<S>(open: (settings: S) => boolean): TGate<S> {
  return { flags: [], open };
}
/** The gate, and the server flag too (§4.6: open while the flags have not loaded). */
/* @__NO_SIDE_EFFECTS__ */
export function withFlag<S>(flag: TFlagName, gate: TGate<S>): TGate<S> {
  return { flags: [flag], open: (settings, flags) => gate.open(settings) && isFlagOpen(flags, flag) };
}
/** A gate that is one boolean of `features`. */
/* @__NO_SIDE_EFFECTS__ */
export function byFeature<K extends keyof TSettings['features']>(key: K): TGate<TFeatures<K>> {
  return bySetting((s: TFeatures<K>) => s.features[key] === true);
}
/* @__NO_SIDE_EFFECTS__ */
function displays(type: string): TGate<TDisplaySettings> {
  return bySetting((s: TDisplaySettings) => s.features.displayTypes.includes(type));
}
const signup = byFeature('signup');

/** Routes with a condition (visitor-and-shell §2.1, Condition column), their menu entries, and the shell's. */
export const SHELL_GATES = {
  // Signed-in contact page: the contact feature AND the server flag crm.case
  // (visitor-and-shell §2.1 and §6, customer-area §6).
  customerService: withFlag('crm.case', byFeature('contact')),
  // Unsigned contact page (visitor-and-shell §3.10: features.unsignedContact).
  contact: byFeature('unsignedContact'),
  // Sign-up and activation: "only if signup feature" (§2.1).
  register: signup,
  activation: signup,
  // Dynamic pages, their route and their menu entries: "only if enableServerElements" (§2.1).
  dynamicPage: byFeature('enableServerElements'),
  // Contracting wizards, their menu entries and the new-contract buttons: "only if that type is enabled" (§2.1, §2.2).
  electricityContracting: bySetting((s: TContracting) => s.contractation.electricity.enabled),
  gasContracting: bySetting((s: TContracting) => s.contractation.gas.enabled),
  dualContracting: bySetting((s: TContracting) => s.contractation.dual.enabled),
  // Without contractation.authenticate a visitor may contract; with it the wizards are private
  // and the visitors' menus offer none (§2.1, §6).
  contractingForVisitors: bySetting((s: { contractation: { authenticate: boolean } }) => !s.contractation.authenticate),
  // Visitor tools (§2.1): the gas comparator also needs gas among the display types.
  comparator: bySetting((s: { comparator: { enabled: boolean } }) => s.comparator.enabled),
  gasComparator: bySetting(
    (s: { comparator: { enabled: boolean } } & TDisplaySettings) => s.comparator.enabled && s.features.displayTypes.includes('gas'),
  ),
  powerCalculator: bySetting((s: { powerCalculator: { enabled: boolean } }) => s.powerCalculator.enabled),
  newsletter: bySetting((s: { newsletter: { enabled: boolean } }) => s.newsletter.enabled),
  // The price alerts page (§2.1, §2.9): a deployment without OMIP prices has nothing to alert on (docs/price-alerts.md).
  priceAlerts: bySetting((s: { priceAlerts: { enabled: boolean } }) => s.priceAlerts.enabled),
  // The claims page itself has no condition; its menu entry needs reclamATCMenu (§2.1, §6).
  claimsMenu: byFeature('reclamATCMenu'),
  // Display types: contract list menu entries and tabs, invoice tabs (customer-area §2, §3).
  electricityDisplayed: displays('electricity'),
  gasDisplayed: displays('gas'),
  multipointDisplayed: displays('multipoint'),
  // The contract block of the side menu (§3.10).
  sidebarContract: byFeature('sidebarContract'),
  // The floating help button and dialog (§1, §3.10).
  helpDialog: bySetting((s: { helpDialog: { enabled: boolean } }) => s.helpDialog.enabled),
} as const satisfies Record<string, TGate>;

export type TShellGateName = keyof typeof SHELL_GATES;

/** Whether what the gate guards shows, under these settings and flags (undefined: not loaded yet). */
export function isOpen(gate: TGate, settings: TGateSettings, flags?: TFeatureFlags): boolean {
  return gate.open(settings, flags);
}

/**
 * Whether the flags must be fetched for this gate: it reads one and its settings leave it open
 * (flags not loaded count as open, §4.6), so only the flags could still close it.
 */
export function needsFlags(gate: TGate, settings: TGateSettings): boolean {
  return gate.flags.length > 0 && gate.open(settings);
}

export const isShellGateOpen = (name: TShellGateName, settings: TGateSettings, flags?: TFeatureFlags) =>
  isOpen(SHELL_GATES[name], settings, flags);

/**
 * A route's gate (§2.1, Condition column): closed, the route answers 404. The claims route has
 * none (only its menu entry has), and the display types pick lists inside their pages.
 */
export function routeGate(route: TRouteName): TGate | undefined {
  return Object.hasOwn(SHELL_GATES, route) ? (SHELL_GATES as Record<string, TGate>)[route] : undefined;
}
