import type { TFeatureFlags } from './feature-flags.ts';
import {
  byFeature,
  bySetting,
  isOpen,
  needsFlags,
  SHELL_GATES,
  type TDisplaySettings,
  type TFeatures,
  type TGate,
  type TGateSettings,
  type TShellGateName,
  withFlag,
} from './shell-gates.ts';

/**
 * Every page, menu entry, tab, tile and button the specs tie to a setting or a server flag, by
 * name, with the rule that opens it. The web asks this table and nothing else: the route rules
 * (404 when closed), the menus, and `useGate(name)` / `<Gate name>` for tabs, buttons and
 * tiles. A page still to come names its gate here once and is gated everywhere.
 *
 * Two modules, one table: the shell's gates (shell-gates.ts) load with the first page; those
 * below, of buttons, tiles and form variants, with the features that show them, so the login
 * page's JavaScript does not carry them.
 */

/** Buttons, tiles and form variants, loaded with the features that show them. */
export const FEATURE_GATES = {
  // Autoreads variant of the signed-in contact form (?autolectures=true) (customer-area §2).
  contactAutoReads: byFeature('contactAutoReads'),
  // Coupon UI: the showCoupons feature and the server flag coupons.coupon (visitor-and-shell §3.10, §4.3).
  coupons: withFlag('coupons.coupon', byFeature('showCoupons')),
  // The contract data card's claim and report buttons (customer-area §2).
  contractClaim: byFeature('reclamATCContract'),
  contractReport: bySetting((s: TFeatures<'disableDownloadContractReport'>) => !s.features.disableDownloadContractReport),
  // The deployment's part of the change buttons and home tiles (customer-area §6, visitor-and-shell
  // §2.2); the contract's state adds its own conditions in contract-buttons.ts.
  powerChange: byFeature('powerChange'),
  noCesionSips: byFeature('noCesionSips'),
  notificationAddressChange: byFeature('notificacionAddressChange'),
  invoiceDelivery: byFeature('modifyInvoiceOnline'),
  ibanChange: bySetting((s: { contract: { ibanChange: { enabled: boolean } } }) => s.contract.ibanChange.enabled),
  cadastralReference: bySetting((s: { refCatastral: { modify: boolean } }) => s.refCatastral.modify),
  // Paying invoices online; each invoice adds its own payment_enabled (customer-area §6).
  onlinePayment: bySetting((s: { invoices: { enablePayment: boolean } }) => s.invoices.enablePayment === true),
  // The home's hero, for visitors (visitor-and-shell §2.2: "for anonymous visitors with hero enabled").
  homeHero: bySetting((s: { home: { hero: boolean } }) => s.home.hero === true),
} as const satisfies Record<string, TGate>;

/** The whole table. */
export const GATES = { ...SHELL_GATES, ...FEATURE_GATES };

export type TGateName = keyof typeof GATES;

export const isGateOpen = (name: TGateName, settings: TGateSettings, flags?: TFeatureFlags) => isOpen(GATES[name], settings, flags);
export const gateNeedsFlags = (name: TGateName, settings: TGateSettings) => needsFlags(GATES[name], settings);

/** The display type's gate (customer-area §2: only enabled display types have lists and tabs). */
export const DISPLAY_TYPE_GATES = {
  electricity: 'electricityDisplayed',
  gas: 'gasDisplayed',
  multipoint: 'multipointDisplayed',
} as const satisfies Record<string, TShellGateName>;

export type TDisplayType = keyof typeof DISPLAY_TYPE_GATES;

/** The display types among `kinds` whose gate is open, in the configured order. */
export function displayedTypes<T extends TDisplayType>(settings: TDisplaySettings, kinds: readonly T[]): T[] {
  return settings.features.displayTypes.filter(
    (type): type is T => (kinds as readonly string[]).includes(type) && SHELL_GATES[DISPLAY_TYPE_GATES[type as T]].open(settings),
  );
}
