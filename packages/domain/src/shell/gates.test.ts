import { describe, expect, it } from 'vitest';
import type { TRouteName } from '../routes/route-table.ts';
import { mergeSettings, type TSettingsPatch } from '../settings/merge-settings.ts';
import { DEFAULT_SETTINGS } from '../settings/settings-defaults.ts';
import { DISPLAY_TYPE_GATES, displayedTypes, GATES, gateNeedsFlags, isGateOpen, type TGateName } from './gates.ts';
import { routeGate, SHELL_GATES } from './shell-gates.ts';

const GATE_NAMES = Object.keys(GATES) as TGateName[];

const FLAGS_ON = { 'crm.case': true, 'coupons.coupon': true };
const FLAGS_OFF = { 'crm.case': false, 'coupons.coupon': false };

interface TCase {
  /** The settings that open it (over the defaults), and those that close it. */
  on: TSettingsPatch;
  off: TSettingsPatch;
  /** The server flag it also reads (visitor-and-shell §4.6). */
  flag?: string;
}

/** Every gate, with the settings that open and close it: a gate missing here fails the test. */
const CASES: Record<TGateName, TCase> = {
  customerService: { on: { features: { contact: true } }, off: { features: { contact: false } }, flag: 'crm.case' },
  contactAutoReads: { on: { features: { contactAutoReads: true } }, off: { features: { contactAutoReads: false } } },
  claimsMenu: { on: { features: { reclamATCMenu: true } }, off: { features: { reclamATCMenu: false } } },
  contractClaim: { on: { features: { reclamATCContract: true } }, off: { features: { reclamATCContract: false } } },
  contractReport: {
    on: { features: { disableDownloadContractReport: false } },
    off: { features: { disableDownloadContractReport: true } },
  },
  coupons: { on: { features: { showCoupons: true } }, off: { features: { showCoupons: false } }, flag: 'coupons.coupon' },
  sidebarContract: { on: { features: { sidebarContract: true } }, off: { features: { sidebarContract: false } } },
  electricityDisplayed: { on: { features: { displayTypes: ['gas', 'electricity'] } }, off: { features: { displayTypes: ['gas'] } } },
  gasDisplayed: { on: { features: { displayTypes: ['gas'] } }, off: { features: { displayTypes: ['electricity', 'multipoint'] } } },
  multipointDisplayed: { on: { features: { displayTypes: ['multipoint'] } }, off: { features: { displayTypes: ['electricity', 'gas'] } } },
  electricityContracting: { on: {}, off: { contractation: { electricity: { enabled: false } } } },
  gasContracting: { on: {}, off: { contractation: { gas: { enabled: false } } } },
  dualContracting: { on: {}, off: { contractation: { dual: { enabled: false } } } },
  contractingForVisitors: { on: { contractation: { authenticate: false } }, off: { contractation: { authenticate: true } } },
  comparator: { on: { comparator: { enabled: true } }, off: { comparator: { enabled: false } } },
  gasComparator: {
    on: { comparator: { enabled: true }, features: { displayTypes: ['gas'] } },
    off: { comparator: { enabled: true }, features: { displayTypes: ['electricity'] } },
  },
  powerCalculator: { on: { powerCalculator: { enabled: true } }, off: { powerCalculator: { enabled: false } } },
  newsletter: { on: { newsletter: { enabled: true } }, off: { newsletter: { enabled: false } } },
  priceAlerts: { on: { priceAlerts: { enabled: true } }, off: { priceAlerts: { enabled: false } } },
  dynamicPage: { on: { features: { enableServerElements: true } }, off: { features: { enableServerElements: false } } },
  register: { on: { features: { signup: true } }, off: { features: { signup: false } } },
  activation: { on: { features: { signup: true } }, off: { features: { signup: false } } },
  contact: { on: { features: { unsignedContact: true } }, off: { features: { unsignedContact: false } } },
  powerChange: { on: { features: { powerChange: true } }, off: { features: { powerChange: false } } },
  noCesionSips: { on: { features: { noCesionSips: true } }, off: { features: { noCesionSips: false } } },
  notificationAddressChange: {
    on: { features: { notificacionAddressChange: true } },
    off: { features: { notificacionAddressChange: false } },
  },
  invoiceDelivery: { on: { features: { modifyInvoiceOnline: true } }, off: { features: { modifyInvoiceOnline: false } } },
  ibanChange: { on: { contract: { ibanChange: { enabled: true } } }, off: { contract: { ibanChange: { enabled: false } } } },
  cadastralReference: { on: { refCatastral: { modify: true } }, off: { refCatastral: { modify: false } } },
  onlinePayment: { on: { invoices: { enablePayment: true } }, off: { invoices: { enablePayment: false } } },
  helpDialog: { on: { helpDialog: { enabled: true } }, off: { helpDialog: { enabled: false } } },
  homeHero: { on: { home: { hero: true } }, off: { home: { hero: false } } },
};

const settings = (patch: TSettingsPatch) => mergeSettings(DEFAULT_SETTINGS, patch);

describe('gates (visitor-and-shell §2.1, §3.10, §4.6, §6; customer-area §2, §3, §6)', () => {
  it('the table covers every gate', () => {
    expect(Object.keys(CASES).sort()).toEqual([...GATE_NAMES].sort());
  });

  describe.each(GATE_NAMES)('%s', (name) => {
    const { on, off, flag } = CASES[name];

    it('opens with its setting on and closes with it off', () => {
      expect(isGateOpen(name, settings(on), FLAGS_ON)).toBe(true);
      expect(isGateOpen(name, settings(off), FLAGS_ON)).toBe(false);
    });

    it(flag ? `also reads the server flag ${flag}: open while flags load, closed once loaded false` : 'reads no flag', () => {
      expect(GATES[name].flags).toEqual(flag ? [flag] : []);
      // Not loaded yet: the flag does not close it (§4.6).
      expect(isGateOpen(name, settings(on), undefined)).toBe(true);
      expect(isGateOpen(name, settings(on), FLAGS_OFF)).toBe(flag === undefined);
      // A flag missing from a loaded answer counts as false.
      expect(isGateOpen(name, settings(on), {})).toBe(flag === undefined);
      // The setting closes it whatever the flags.
      expect(isGateOpen(name, settings(off), undefined)).toBe(false);
      // So the flags are worth fetching only while the settings leave it open.
      expect(gateNeedsFlags(name, settings(on))).toBe(flag !== undefined);
      expect(gateNeedsFlags(name, settings(off))).toBe(false);
    });
  });
});

describe('route gates (visitor-and-shell §2.1 Condition column)', () => {
  it.each<[TRouteName, TGateName | undefined]>([
    ['customerService', 'customerService'],
    ['dynamicPage', 'dynamicPage'],
    ['electricityContracting', 'electricityContracting'],
    ['gasContracting', 'gasContracting'],
    ['dualContracting', 'dualContracting'],
    ['comparator', 'comparator'],
    ['gasComparator', 'gasComparator'],
    ['powerCalculator', 'powerCalculator'],
    ['newsletter', 'newsletter'],
    ['register', 'register'],
    ['activation', 'activation'],
    ['contact', 'contact'],
    // Only the claims menu entry has a condition, not the page.
    ['claims', undefined],
    ['profile', undefined],
    ['login', undefined],
  ])('%s → %s', (route, gate) => {
    expect(routeGate(route)).toBe(gate === undefined ? undefined : GATES[gate]);
  });

  it('a gate bearing a route name is a shell gate, so the first page can decide the route', () => {
    for (const route of ['customerService', 'dynamicPage', 'comparator', 'register'] as const) expect(SHELL_GATES[route]).toBeDefined();
  });
});

describe('display types', () => {
  it('each type has its gate', () => {
    expect(DISPLAY_TYPE_GATES).toEqual({ electricity: 'electricityDisplayed', gas: 'gasDisplayed', multipoint: 'multipointDisplayed' });
  });

  it('keeps the configured order and only the kinds asked for', () => {
    const s = { features: { displayTypes: ['gas', 'multipoint', 'electricity', 'water'] } };
    expect(displayedTypes(s, ['electricity', 'gas'])).toEqual(['gas', 'electricity']);
    expect(displayedTypes(s, ['multipoint', 'electricity', 'gas'])).toEqual(['gas', 'multipoint', 'electricity']);
    expect(displayedTypes({ features: { displayTypes: [] } }, ['electricity'])).toEqual([]);
  });
});
