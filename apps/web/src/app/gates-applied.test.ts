import {
  buildPath,
  canPayOnline,
  contractButtons,
  DEFAULT_SETTINGS,
  GATES,
  homeTiles,
  mergeSettings,
  type TFeatureFlags,
  type TGateName,
  type TRouteName,
  type TSettings,
  type TSettingsPatch,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { contractLinks } from '../features/contracts/model/contract-links.ts';
import { showsContractTabs } from '../features/contracts/model/contract-types.ts';
import { newContractOptions } from '../features/contracts/model/new-contract-options.ts';
import { isAutoReadsMode } from '../features/customer-service/model/contact-mode.ts';
import { showsHero } from '../features/home/model/shows-hero.ts';
import { shownInvoiceKinds, showsInvoiceTabs } from '../features/invoices/model/invoice-kinds.ts';
import { decideRouteAccess, type TSessionView } from '../shared/routing/route-access.ts';
import { isRouteOpen } from '../shared/routing/route-open.ts';
import { buildMenu, type TMenuSession } from './shell/menus/menu-items.ts';

/**
 * Every gate of packages/domain shell/gates.ts where the web applies it: each page, menu entry,
 * tab or button is present with its setting (and flag) on and absent with it off. Pages still to
 * come are decided through the route decision with every page counted as mounted.
 */

const GATE_NAMES = Object.keys(GATES) as TGateName[];

const SIGNED_IN: TSessionView = { isAuthenticated: true, isAuthenticating: false };
const VISITOR: TSessionView = { isAuthenticated: false, isAuthenticating: false };
const ALL_MOUNTED = () => true;
const FLAGS_ON: TFeatureFlags = { 'crm.case': true, 'coupons.coupon': true };

interface TWorld {
  settings: TSettings;
  flags: TFeatureFlags | undefined;
}

type TProbe = [where: string, present: (world: TWorld) => boolean];

const PARAMS: Partial<Record<TRouteName, Record<string, string>>> = { dynamicPage: { routePath: 'tarifes', pageId: '7' } };

/** The page renders (not 404, not sent to login) for this session. */
const page = (route: TRouteName, session: TSessionView = SIGNED_IN): TProbe => [
  `page ${route}`,
  ({ settings, flags }) =>
    decideRouteAccess({
      name: route,
      pathname: buildPath(route, 'ca-ES', PARAMS[route]),
      search: '',
      params: PARAMS[route] ?? {},
      language: 'ca-ES',
      session,
      settings,
      flags,
      mounted: ALL_MOUNTED,
    }).kind === 'render',
];

const menuEntry = (id: string, session: TMenuSession = 'private'): TProbe => [
  `${session} menu entry ${id}`,
  ({ settings, flags }) =>
    buildMenu(session, { language: 'ca-ES', settings, flags, mounted: ALL_MOUNTED, dynamicRoutes: DYNAMIC }).some((i) => i.id === id),
];
const DYNAMIC = [{ id: 7, route_path: 'tarifes', btn_title: 'Tarifes', btn_description: '' }];

const ACTIVE_CONTRACT = { kind: 'electricity', state: 'activa', atrAvailable: true, noCessionSips: 'unactive', readonly: false } as const;
const contractButton = (name: keyof ReturnType<typeof contractButtons>): TProbe => [
  `contract card button ${name}`,
  ({ settings }) => contractButtons({ ...ACTIVE_CONTRACT, settings })[name].visible,
];

/** A tile of the home's actions block (visitor-and-shell §2.2). */
const homeTile = (id: string): TProbe => [
  `home tile ${id}`,
  ({ settings, flags }) =>
    homeTiles({ settings, readonly: false, routeOpen: (route) => isRouteOpen(route, settings, flags, ALL_MOUNTED) })
      .flatMap((group) => group.tiles)
      .some((tile) => tile.id === id),
];

interface TCase {
  on: TSettingsPatch;
  off: TSettingsPatch;
  /** A server flag that closes it once loaded false (visitor-and-shell §4.6). */
  flag?: string;
  probes: TProbe[];
  /** Why it has no probe yet: what it gates is not built. */
  notBuilt?: string;
}

const CASES: Record<TGateName, TCase> = {
  customerService: {
    on: { features: { contact: true } },
    off: { features: { contact: false } },
    flag: 'crm.case',
    probes: [page('customerService'), menuEntry('customerService')],
  },
  contactAutoReads: {
    on: { features: { contactAutoReads: true } },
    off: { features: { contactAutoReads: false } },
    probes: [['contact form autoreads variant (?autolectures=true)', ({ settings }) => isAutoReadsMode('?autolectures=true', settings)]],
  },
  claimsMenu: { on: { features: { reclamATCMenu: true } }, off: { features: { reclamATCMenu: false } }, probes: [menuEntry('claims')] },
  contractClaim: {
    on: { features: { reclamATCContract: true } },
    off: { features: { reclamATCContract: false } },
    probes: [
      // The card shows it when its rule allows and the claims page is mounted.
      [
        'contract card claim button (claims page mounted)',
        ({ settings }) =>
          contractButtons({ ...ACTIVE_CONTRACT, settings }).claim.visible &&
          contractLinks({ name: 'C1', type: 'electricity' }, 'ca-ES', ALL_MOUNTED).claim !== undefined,
      ],
    ],
  },
  contractReport: {
    on: { features: { disableDownloadContractReport: false } },
    off: { features: { disableDownloadContractReport: true } },
    probes: [contractButton('downloadReport'), homeTile('contractDownload')],
  },
  coupons: {
    on: { features: { showCoupons: true } },
    off: { features: { showCoupons: false } },
    flag: 'coupons.coupon',
    probes: [],
    notBuilt:
      "the profile's coupons section: checked in its component tests (coupons-section.test.tsx); the wizards' coupon field is not built",
  },
  sidebarContract: {
    on: { features: { sidebarContract: true } },
    off: { features: { sidebarContract: false } },
    probes: [],
    notBuilt: 'the contract block of the side menu',
  },
  electricityDisplayed: {
    on: { features: { displayTypes: ['electricity', 'gas'] } },
    off: { features: { displayTypes: ['gas'] } },
    probes: [menuEntry('contracts-electricity'), ['contract list tabs', ({ settings }) => showsContractTabs(settings)]],
  },
  gasDisplayed: {
    on: { features: { displayTypes: ['electricity', 'gas'] } },
    off: { features: { displayTypes: ['electricity'] } },
    probes: [
      menuEntry('contracts-gas'),
      ['contract list tabs', ({ settings }) => showsContractTabs(settings)],
      ['invoice tab gas', ({ settings }) => shownInvoiceKinds(settings, true).includes('gas')],
    ],
  },
  multipointDisplayed: {
    on: { features: { displayTypes: ['multipoint', 'electricity'] } },
    off: { features: { displayTypes: ['electricity'] } },
    probes: [
      ['invoice tab multipoint', ({ settings }) => shownInvoiceKinds(settings, true).includes('multipoint')],
      ['invoice tabs', ({ settings }) => showsInvoiceTabs(shownInvoiceKinds(settings, true))],
    ],
  },
  electricityContracting: {
    on: {},
    off: { contractation: { electricity: { enabled: false } } },
    probes: [
      page('electricityContracting'),
      menuEntry('new-contract-electricity'),
      menuEntry('new-contract-electricity', 'newCustomer'),
      ['new-contract button', ({ settings }) => newContractOptions(settings, 'ca-ES', ALL_MOUNTED).some((o) => o.type === 'electricity')],
    ],
  },
  gasContracting: {
    on: {},
    off: { contractation: { gas: { enabled: false } } },
    probes: [
      page('gasContracting'),
      menuEntry('new-contract-gas'),
      ['new-contract button', ({ settings }) => newContractOptions(settings, 'ca-ES', ALL_MOUNTED).some((o) => o.type === 'gas')],
    ],
  },
  dualContracting: {
    on: {},
    off: { contractation: { dual: { enabled: false } } },
    probes: [
      page('dualContracting'),
      menuEntry('new-contract-dual', 'public'),
      // The home's new-contract tile opens the default type's wizard (dual by default) while it is open.
      [
        'home new-contract tile to the dual wizard',
        ({ settings, flags }) =>
          homeTiles({ settings, readonly: false, routeOpen: (route) => isRouteOpen(route, settings, flags, ALL_MOUNTED) })
            .flatMap((group) => group.tiles)
            .some((tile) => tile.id === 'newContract' && tile.route === 'dualContracting'),
      ],
      ['new-contract button', ({ settings }) => newContractOptions(settings, 'ca-ES', ALL_MOUNTED).some((o) => o.type === 'dual')],
    ],
  },
  contractingForVisitors: {
    on: { contractation: { authenticate: false } },
    off: { contractation: { authenticate: true } },
    // With authenticate the wizard is private: a visitor is sent to login, and not offered it.
    probes: [page('electricityContracting', VISITOR), menuEntry('new-contract-gas', 'public')],
  },
  comparator: {
    on: { comparator: { enabled: true } },
    off: { comparator: { enabled: false } },
    probes: [page('comparator', VISITOR), menuEntry('comparator', 'public')],
  },
  gasComparator: {
    on: { comparator: { enabled: true }, features: { displayTypes: ['electricity', 'gas'] } },
    off: { comparator: { enabled: true }, features: { displayTypes: ['electricity'] } },
    probes: [page('gasComparator', VISITOR), menuEntry('gasComparator', 'public')],
  },
  powerCalculator: {
    on: { powerCalculator: { enabled: true } },
    off: { powerCalculator: { enabled: false } },
    probes: [page('powerCalculator', VISITOR), menuEntry('powerCalculator', 'public')],
  },
  priceAlerts: {
    on: { priceAlerts: { enabled: true } },
    off: { priceAlerts: { enabled: false } },
    probes: [page('priceAlerts')],
  },
  newsletter: {
    on: { newsletter: { enabled: true } },
    off: { newsletter: { enabled: false } },
    probes: [page('newsletter', VISITOR), menuEntry('newsletter', 'public')],
  },
  dynamicPage: {
    on: { features: { enableServerElements: true } },
    off: { features: { enableServerElements: false } },
    probes: [page('dynamicPage'), menuEntry('dynamic-7')],
  },
  register: { on: { features: { signup: true } }, off: { features: { signup: false } }, probes: [page('register', VISITOR)] },
  activation: { on: { features: { signup: true } }, off: { features: { signup: false } }, probes: [page('activation', VISITOR)] },
  contact: {
    on: { features: { unsignedContact: true } },
    off: { features: { unsignedContact: false } },
    probes: [page('contact', VISITOR), menuEntry('contact', 'public')],
  },
  powerChange: {
    on: { features: { powerChange: true } },
    off: { features: { powerChange: false } },
    probes: [contractButton('power'), homeTile('powerChange')],
  },
  noCesionSips: {
    on: { features: { noCesionSips: true } },
    off: { features: { noCesionSips: false } },
    probes: [contractButton('sips'), homeTile('noCesionSips')],
  },
  notificationAddressChange: {
    on: { features: { notificacionAddressChange: true } },
    off: { features: { notificacionAddressChange: false } },
    probes: [contractButton('notificationAddress'), homeTile('notificationAddressChange')],
  },
  invoiceDelivery: {
    on: { features: { modifyInvoiceOnline: true } },
    off: { features: { modifyInvoiceOnline: false } },
    probes: [contractButton('invoiceDelivery')],
  },
  ibanChange: {
    on: { contract: { ibanChange: { enabled: true } } },
    off: { contract: { ibanChange: { enabled: false } } },
    probes: [contractButton('iban'), homeTile('ibanChange')],
  },
  cadastralReference: {
    on: { refCatastral: { modify: true } },
    off: { refCatastral: { modify: false } },
    probes: [contractButton('cadastralReference')],
  },
  onlinePayment: {
    on: { invoices: { enablePayment: true } },
    off: { invoices: { enablePayment: false } },
    probes: [
      ['invoice pay button', ({ settings }) => canPayOnline(settings, { online_payment: { payment_enabled: true } })],
      homeTile('payOnline'),
    ],
  },
  homeHero: {
    on: { home: { hero: true } },
    off: { home: { hero: false } },
    probes: [["the home's hero, for a visitor", ({ settings }) => showsHero(settings, false)]],
  },
  helpDialog: {
    on: { helpDialog: { enabled: true } },
    off: { helpDialog: { enabled: false } },
    // The help button is a component (help-widget.tsx, login-page.tsx): checked by their tests.
    probes: [],
    notBuilt: 'no pure probe: the help button is checked in its component tests',
  },
};

const world = (patch: TSettingsPatch, flags: TFeatureFlags | undefined = FLAGS_ON): TWorld => ({
  settings: mergeSettings(DEFAULT_SETTINGS, patch),
  flags,
});

describe('every gate where the web applies it', () => {
  it('the table names every gate of the domain', () => {
    expect(Object.keys(CASES).sort()).toEqual([...GATE_NAMES].sort());
  });

  it('a gate with nothing to probe says what is not built yet', () => {
    for (const [name, c] of Object.entries(CASES)) expect(c.probes.length > 0 || c.notBuilt !== undefined, name).toBe(true);
  });

  const rows = GATE_NAMES.flatMap((gate) => CASES[gate].probes.map(([where, present]) => ({ gate, where, present, ...CASES[gate] })));

  it.each(rows)('$gate: $where present with it on, absent with it off', ({ on, off, present }) => {
    expect(present(world(on))).toBe(true);
    expect(present(world(off))).toBe(false);
  });

  it.each(rows.filter((row) => row.flag))('$gate: $where present while the flags load, absent once $flag is loaded false', (row) => {
    expect(row.present(world(row.on, undefined))).toBe(true);
    expect(row.present(world(row.on, { ...FLAGS_ON, [row.flag as string]: false }))).toBe(false);
  });
});

describe('only mounted pages are offered', () => {
  it('today: the claim button, the claims entry and the customer-service entry (their pages are mounted)', () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, {
      features: { reclamATCContract: true, reclamATCMenu: true },
      comparator: { enabled: true },
      powerCalculator: { enabled: true },
      newsletter: { enabled: true },
    });
    expect(contractLinks({ name: 'C1', type: 'electricity' }, 'ca-ES').claim).toBe('/reclamacions?contract=C1');
    const ids = [
      ...buildMenu('private', { language: 'ca-ES', settings, flags: FLAGS_ON, dynamicRoutes: [] }),
      ...buildMenu('public', { language: 'ca-ES', settings, dynamicRoutes: [] }),
    ].map((item) => item.id);
    expect(ids).toContain('claims');
    expect(ids).toContain('customerService');
  });
});
