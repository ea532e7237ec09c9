import { buildPath, type TLanguage, type TRouteName, type TSettings } from '@portal/domain';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';
import { routeRule } from '../../../shared/routing/route-rules.ts';

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
 * The list's new-contract button (one option) or menu (several): the contracting types the
 * deployment enables whose page is mounted. None is mounted yet, so today it answers [] and
 * the button stays hidden; mounting a contracting page is enough to bring it.
 */
export function newContractOptions(
  settings: Pick<TSettings, 'features' | 'contractation' | 'comparator' | 'powerCalculator' | 'newsletter'>,
  language: TLanguage,
  mounted: (route: TRouteName) => boolean = isRouteMounted,
): TNewContractOption[] {
  return OPTIONS.filter(([, route]) => mounted(route) && routeRule(route, settings).enabled).map(([type, route, labelKey]) => ({
    type,
    labelKey,
    to: buildPath(route, language),
  }));
}
