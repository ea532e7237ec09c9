import type { TRouteName } from '../routes/route-table.ts';
import type { TSettings } from '../settings/settings-defaults.ts';
import { type FEATURE_FLAG_NAMES, isFlagOpen, type TFeatureFlags } from './feature-flags.ts';

/**
 * Every page, menu entry, tile and button the specs tie to a setting or a server flag, by name,
 * with the rule that opens it. The web asks this table and nothing else: the route rules (404
 * when closed), the menus, and `useGate(name)` / `<Gate name>` for tabs, buttons and tiles. A
 * page still to come names its gate here once and is gated everywhere.
 *
 * Server flags follow visitor-and-shell §4.6: content behind a flag shows while the flags have
 * not loaded (undefined) and hides once they loaded and the flag is not true.
 */
type TFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** The settings the gates read; the merged TSettings satisfies it. */
export type TGateSettings = Pick<
  TSettings,
  'features' | 'contract' | 'refCatastral' | 'invoices' | 'contractation' | 'comparator' | 'powerCalculator' | 'newsletter' | 'helpDialog'
>;

export interface TGate<S = TGateSettings> {
  /** The server flags it reads: the web fetches the flags only for a gate that names one. */
  readonly flags: readonly TFlagName[];
  readonly open: (settings: S, flags?: TFeatureFlags) => boolean;
}

// Each gate reads only its own part of the settings, so a pure rule holding fewer settings
// (contract-buttons.ts) can ask a gate too.
type TFeatures<K extends keyof TSettings['features']> = { features: Pick<TSettings['features'], K> };
export type TDisplaySettings = { features: { displayTypes: readonly string[] } };
type TContracting = { contractation: Record<'electricity' | 'gas' | 'dual', { enabled: boolean }> };

const bySetting = <S>(open: (settings: S) => boolean): TGate<S> => ({ flags: [], open });
const bySettingAndFlag = <S>(flag: TFlagName, open: (settings: S) => boolean): TGate<S> => ({
  flags: [flag],
  open: (settings, flags) => open(settings) && isFlagOpen(flags, flag),
});
const displays = (type: string) => bySetting((s: TDisplaySettings) => s.features.displayTypes.includes(type));

export const GATES = {
  // Signed-in contact page: the contact feature AND the server flag crm.case
  // (visitor-and-shell §2.1 and §6, customer-area §6).
  customerService: bySettingAndFlag('crm.case', (s: TFeatures<'contact'>) => s.features.contact),
  // Its autoreads variant (?autolectures=true) exists only with contactAutoReads (customer-area §2).
  contactAutoReads: bySetting((s: TFeatures<'contactAutoReads'>) => s.features.contactAutoReads),
  // The claims page itself has no condition; its menu entry needs reclamATCMenu (visitor-and-shell §2.1, §6).
  claimsMenu: bySetting((s: TFeatures<'reclamATCMenu'>) => s.features.reclamATCMenu),
  // The contract data card's buttons (customer-area §2).
  contractClaim: bySetting((s: TFeatures<'reclamATCContract'>) => s.features.reclamATCContract),
  contractReport: bySetting((s: TFeatures<'disableDownloadContractReport'>) => !s.features.disableDownloadContractReport),
  // Coupon UI: the showCoupons feature and the server flag coupons.coupon (visitor-and-shell §3.10, §4.3).
  coupons: bySettingAndFlag('coupons.coupon', (s: TFeatures<'showCoupons'>) => s.features.showCoupons),
  // The contract block of the side menu (visitor-and-shell §3.10).
  sidebarContract: bySetting((s: TFeatures<'sidebarContract'>) => s.features.sidebarContract),
  // Display types: contract list tabs and menu entries, invoice tabs (customer-area §2, §3).
  electricityDisplayed: displays('electricity'),
  gasDisplayed: displays('gas'),
  multipointDisplayed: displays('multipoint'),
  // Contracting wizards, their menu entries and the new-contract buttons (visitor-and-shell §2.1, §2.2).
  electricityContracting: bySetting((s: TContracting) => s.contractation.electricity.enabled),
  gasContracting: bySetting((s: TContracting) => s.contractation.gas.enabled),
  dualContracting: bySetting((s: TContracting) => s.contractation.dual.enabled),
  // Without contractation.authenticate a visitor may contract; with it the wizards are private
  // and the visitors' menus offer none (visitor-and-shell §2.1, §6).
  contractingForVisitors: bySetting((s: { contractation: { authenticate: boolean } }) => !s.contractation.authenticate),
  // Visitor tools (visitor-and-shell §2.1): the gas comparator also needs gas among the display types.
  comparator: bySetting((s: { comparator: { enabled: boolean } }) => s.comparator.enabled),
  gasComparator: bySetting(
    (s: { comparator: { enabled: boolean } } & TDisplaySettings) => s.comparator.enabled && s.features.displayTypes.includes('gas'),
  ),
  powerCalculator: bySetting((s: { powerCalculator: { enabled: boolean } }) => s.powerCalculator.enabled),
  newsletter: bySetting((s: { newsletter: { enabled: boolean } }) => s.newsletter.enabled),
  // Dynamic pages, their route and their menu entries (visitor-and-shell §2.1).
  serverElements: bySetting((s: TFeatures<'enableServerElements'>) => s.features.enableServerElements),
  // Sign-up and activation (visitor-and-shell §2.1), the unsigned contact form (§3.10).
  signup: bySetting((s: TFeatures<'signup'>) => s.features.signup),
  unsignedContact: bySetting((s: TFeatures<'unsignedContact'>) => s.features.unsignedContact),
  // The deployment's part of the change buttons and home tiles (customer-area §6, visitor-and-shell
  // §2.2); the contract's state adds its own conditions in contract-buttons.ts.
  powerChange: bySetting((s: TFeatures<'powerChange'>) => s.features.powerChange),
  noCesionSips: bySetting((s: TFeatures<'noCesionSips'>) => s.features.noCesionSips),
  notificationAddressChange: bySetting((s: TFeatures<'notificacionAddressChange'>) => s.features.notificacionAddressChange),
  invoiceDelivery: bySetting((s: TFeatures<'modifyInvoiceOnline'>) => s.features.modifyInvoiceOnline),
  ibanChange: bySetting((s: { contract: { ibanChange: { enabled: boolean } } }) => s.contract.ibanChange.enabled),
  cadastralReference: bySetting((s: { refCatastral: { modify: boolean } }) => s.refCatastral.modify),
  // Paying invoices online; each invoice adds its own payment_enabled (customer-area §6).
  onlinePayment: bySetting((s: { invoices: { enablePayment: boolean } }) => s.invoices.enablePayment === true),
  // The floating help button and dialog (visitor-and-shell §1, §3.10).
  helpDialog: bySetting((s: { helpDialog: { enabled: boolean } }) => s.helpDialog.enabled),
} as const satisfies Record<string, TGate>;

export type TGateName = keyof typeof GATES;
export const GATE_NAMES = Object.keys(GATES) as TGateName[];

/** Whether what the gate guards shows, under these settings and flags (undefined: not loaded yet). */
export function isGateOpen(name: TGateName, settings: TGateSettings, flags?: TFeatureFlags): boolean {
  const gate: TGate = GATES[name];
  return gate.open(settings, flags);
}

/** Whether the gate reads a server flag, so that the flags are fetched only where one is needed. */
export function gateReadsFlags(name: TGateName): boolean {
  return GATES[name].flags.length > 0;
}

/**
 * Whether the flags must be fetched for this gate: it reads one and its settings leave it open
 * (flags not loaded count as open, §4.6), so only the flags could still close it.
 */
export function gateNeedsFlags(name: TGateName, settings: TGateSettings): boolean {
  return gateReadsFlags(name) && isGateOpen(name, settings);
}

/**
 * The routes of visitor-and-shell §2.1 with a condition: closed, they answer 404. The claims
 * route has none (only its menu entry has), and the display types pick lists inside their pages.
 */
export const ROUTE_GATES = {
  register: 'signup',
  activation: 'signup',
  contact: 'unsignedContact',
  customerService: 'customerService',
  dynamicPage: 'serverElements',
  electricityContracting: 'electricityContracting',
  gasContracting: 'gasContracting',
  dualContracting: 'dualContracting',
  powerCalculator: 'powerCalculator',
  comparator: 'comparator',
  gasComparator: 'gasComparator',
  newsletter: 'newsletter',
} as const satisfies Partial<Record<TRouteName, TGateName>>;

export function routeGate(route: TRouteName): TGateName | undefined {
  return (ROUTE_GATES as Partial<Record<TRouteName, TGateName>>)[route];
}

/** The display type's gate (customer-area §2: only enabled display types have lists and tabs). */
export const DISPLAY_TYPE_GATES = {
  electricity: 'electricityDisplayed',
  gas: 'gasDisplayed',
  multipoint: 'multipointDisplayed',
} as const satisfies Record<string, TGateName>;

export type TDisplayType = keyof typeof DISPLAY_TYPE_GATES;

/** The display types among `kinds` whose gate is open, in the configured order. */
export function displayedTypes<T extends TDisplayType>(settings: TDisplaySettings, kinds: readonly T[]): T[] {
  return settings.features.displayTypes.filter(
    (type): type is T => (kinds as readonly string[]).includes(type) && GATES[DISPLAY_TYPE_GATES[type as T]].open(settings),
  );
}
