import type { TLanguage } from '../i18n/languages.ts';
import { buildPath, type TRouteParams } from '../routes/route-paths.ts';
import type { CONTRACT_ACTION_SLUGS, INVOICE_ACTION_SLUGS, TRouteName } from '../routes/route-table.ts';
import { displayedTypes, GATES, type TGateName } from './gates.ts';
import type { TGateSettings } from './shell-gates.ts';

/** The actions block's three columns (visitor-and-shell §2.2). */
export type THomeTileGroupId = 'contracts' | 'invoices' | 'consumption';

export type THomeTileId =
  | 'newContract'
  | 'contractList'
  | 'contractDownload'
  | 'powerChange'
  | 'ibanChange'
  | 'notificationAddressChange'
  | 'noCesionSips'
  | 'invoiceList'
  | 'invoiceDownload'
  | 'payOnline'
  | 'consumption';

/** Why a tile shows but cannot be used: a message key. */
export type THomeTileReason = 'read_only_token';

export interface THomeTile {
  id: THomeTileId;
  route: TRouteName;
  params?: TRouteParams;
  /** The `action` query parameter the page it leads to consumes (customer-area §2). */
  action?: keyof typeof CONTRACT_ACTION_SLUGS | keyof typeof INVOICE_ACTION_SLUGS;
  /** Set when the tile is disabled: why. */
  reason?: THomeTileReason;
}

export interface THomeTileGroup {
  id: THomeTileGroupId;
  tiles: THomeTile[];
}

export interface THomeTilesInput {
  settings: TGateSettings;
  /**
   * Whether a link may lead to the route: its page is mounted and its gate open (the web's
   * isRouteOpen). A tile to a route that would answer 404 is not offered, so a page still to come
   * (the contracting wizards) brings its tile by itself once it is mounted.
   */
  routeOpen: (route: TRouteName) => boolean;
  /** A read-only (impersonation) token: the change tiles show disabled (visitor-and-shell §2.2, §6). */
  readonly: boolean;
}

type TContractingType = 'electricity' | 'gas' | 'dual';
const CONTRACTING_ROUTES = { electricity: 'electricityContracting', gas: 'gasContracting', dual: 'dualContracting' } as const;
const CONTRACTING_ORDER: readonly TContractingType[] = ['electricity', 'gas', 'dual'];

/**
 * The wizard the "new contract" tile opens: the configured default type (visitor-and-shell §3.10,
 * default dual) when its wizard is open, else the first open one; none when contracting is off.
 */
function contractingRoute(settings: TGateSettings, routeOpen: (route: TRouteName) => boolean): TRouteName | undefined {
  const preferred = settings.contractation.defaultType as TContractingType;
  const order = CONTRACTING_ORDER.includes(preferred)
    ? [preferred, ...CONTRACTING_ORDER.filter((t) => t !== preferred)]
    : CONTRACTING_ORDER;
  return order.map((type) => CONTRACTING_ROUTES[type]).find(routeOpen);
}

/**
 * The tiles of the home's actions block (visitor-and-shell §2.2, §6), in three groups:
 * - Contracts: new contract (a contracting wizard open), the list, download, power change
 *   (powerChange), bank change (ibanChange), notification address change
 *   (notificationAddressChange) and SIPS opt-out (noCesionSips);
 * - Invoices: the list, download, pay online (onlinePayment);
 * - Consumption: view.
 * Contract tiles go to the contract list with `action` (download, powChange, ibanChange,
 * notifAddrChange, noCesionSips, consumption), invoice tiles to the invoices with `action`
 * (download, payOnline). With a read-only token the power, bank, contact and SIPS tiles are
 * disabled and say why.
 *
 * Beyond the spec: the download tile follows the contract report's gate (the action downloads
 * the report, which the deployment may switch off); the power tile needs electricity among the
 * display types and opens the electricity list (a gas supply has no contracted power:
 * contract-buttons.ts); the other contract tiles open the first list the deployment shows.
 * A group left without tiles is left out.
 */
export function homeTiles({ settings, routeOpen, readonly }: THomeTilesInput): THomeTileGroup[] {
  const open = (gate: TGateName) => GATES[gate].open(settings);
  const kinds = displayedTypes(settings, ['electricity', 'gas'] as const);
  const list = { contractType: kinds[0] ?? 'electricity' };
  const change = readonly ? { reason: 'read_only_token' as const } : {};
  const contracting = contractingRoute(settings, routeOpen);

  const contracts: Array<THomeTile | false> = [
    contracting !== undefined && { id: 'newContract', route: contracting },
    { id: 'contractList', route: 'contracts', params: list },
    open('contractReport') && { id: 'contractDownload', route: 'contracts', params: list, action: 'download' },
    open('powerChange') &&
      kinds.includes('electricity') && {
        id: 'powerChange',
        route: 'contracts',
        params: { contractType: 'electricity' },
        action: 'powChange',
        ...change,
      },
    open('ibanChange') && { id: 'ibanChange', route: 'contracts', params: list, action: 'ibanChange', ...change },
    open('notificationAddressChange') && {
      id: 'notificationAddressChange',
      route: 'contracts',
      params: list,
      action: 'notifAddrChange',
      ...change,
    },
    open('noCesionSips') && { id: 'noCesionSips', route: 'contracts', params: list, action: 'noCesionSips', ...change },
  ];
  const invoices: Array<THomeTile | false> = [
    { id: 'invoiceList', route: 'invoices' },
    { id: 'invoiceDownload', route: 'invoices', action: 'download' },
    open('onlinePayment') && { id: 'payOnline', route: 'invoices', action: 'payOnline' },
  ];
  const consumption: Array<THomeTile | false> = [{ id: 'consumption', route: 'contracts', params: list, action: 'consumption' }];

  const groups: THomeTileGroup[] = [
    { id: 'contracts', tiles: contracts.filter((tile) => tile !== false) },
    { id: 'invoices', tiles: invoices.filter((tile) => tile !== false) },
    { id: 'consumption', tiles: consumption.filter((tile) => tile !== false) },
  ];
  return groups
    .map((group) => ({ ...group, tiles: group.tiles.filter((tile) => routeOpen(tile.route)) }))
    .filter((group) => group.tiles.length > 0);
}

/** Where a tile leads: its route in the language, with the action the page consumes. */
export function homeTilePath(tile: THomeTile, language: TLanguage): string {
  const path = buildPath(tile.route, language, tile.params);
  return tile.action ? `${path}?${new URLSearchParams({ action: tile.action })}` : path;
}
