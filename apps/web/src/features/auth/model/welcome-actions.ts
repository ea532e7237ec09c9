import type { TFeatureFlags, TGateSettings, TRouteName } from '@portal/domain';
import { isRouteOpen, type TMounted } from '../../../shared/routing/route-open.ts';

/** One thing a customer with no contracts yet can do now: a page to open, or the help dialog. */
export type TWelcomeAction =
  | { id: string; route: TRouteName; titleKey: string; textKey: string }
  | { id: 'help'; titleKey: string; textKey: string };

const ROUTE_ACTIONS = [
  {
    id: 'electricityContracting',
    route: 'electricityContracting',
    titleKey: 'menu_new_contract_electricity',
    textKey: 'welcome_new_contract_text',
  },
  { id: 'gasContracting', route: 'gasContracting', titleKey: 'menu_new_contract_gas', textKey: 'welcome_new_contract_text' },
  { id: 'dualContracting', route: 'dualContracting', titleKey: 'menu_new_contract_dual', textKey: 'welcome_new_contract_text' },
  { id: 'profile', route: 'profile', titleKey: 'menu_profile', textKey: 'welcome_profile_text' },
  { id: 'changePassword', route: 'changePassword', titleKey: 'menu_change_password', textKey: 'welcome_change_password_text' },
  // "Write to us" opens a new request: the mailbox needs no contract, while the contact form
  // (customerService) is about one, and a customer here has none yet.
  { id: 'writeToUs', route: 'requestCreate', titleKey: 'menu_customer_service', textKey: 'welcome_contact_text' },
] as const satisfies readonly { id: string; route: TRouteName; titleKey: string; textKey: string }[];

/**
 * The welcome page's actions, in the order a new customer needs them: a new contract first
 * (when a wizard is open), then the profile, the password, writing to us and help. Each page is
 * offered exactly when its route is open (mounted and its gate open: the same rule as the
 * menus), so the wizards appear by themselves once those pages exist.
 */
export function welcomeActions(
  settings: TGateSettings,
  { flags, helpOpen, mounted }: { flags?: TFeatureFlags; helpOpen: boolean; mounted?: TMounted },
): TWelcomeAction[] {
  const pages = ROUTE_ACTIONS.filter((action) => isRouteOpen(action.route, settings, flags, mounted));
  return helpOpen ? [...pages, { id: 'help', titleKey: 'help_title', textKey: 'welcome_help_text' }] : pages;
}
