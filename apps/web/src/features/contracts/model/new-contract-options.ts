import { buildPath, type TGateSettings, type TLanguage, type TRouteName } from '@portal/domain';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';
import { isRouteOpen } from '../../../shared/routing/route-open.ts';

export interface TNewContractOption {
  type: 'electricity' | 'gas' | 'dual';
  labelKey: string;
  to: string;
}

const OPTIONS: Array<[type: TNewContractOption['type'], route: TRouteName, labelKey: string]> = [
  ['electricity', 'electricityContracting', 'menu_new_contract_electricity'],
  ['gas', 'gasContracting', 'menu_new_contract_gas'],
  ['dual', 'dualContracting', 'menu_new_contract_dual'],
];

/**
 * The list's new-contract button (one option) or menu (several): the contracting routes that
 * are open, page mounted and gate (contractation.<type>.enabled) open, the configured default
 * type first (contractation.defaultType, dual unless set: visitor-and-shell §3.10), so the menu
 * opens on it.
 */
export function newContractOptions(
  settings: TGateSettings,
  language: TLanguage,
  mounted: (route: TRouteName) => boolean = isRouteMounted,
): TNewContractOption[] {
  const preferred = settings.contractation.defaultType;
  const ordered = [...OPTIONS.filter(([type]) => type === preferred), ...OPTIONS.filter(([type]) => type !== preferred)];
  return ordered
    .filter(([, route]) => isRouteOpen(route, settings, undefined, mounted))
    .map(([type, route, labelKey]) => ({
      type,
      labelKey,
      to: buildPath(route, language),
    }));
}
