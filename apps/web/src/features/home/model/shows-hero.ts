import { GATES, type TGateSettings } from '@portal/domain';

/**
 * The hero is for anonymous visitors with `home.hero` on (visitor-and-shell §2.2: its gate,
 * homeHero); a signed-in customer has come for the actions and sees them at once.
 */
export function showsHero(settings: TGateSettings, isAuthenticated: boolean): boolean {
  return GATES.homeHero.open(settings) && !isAuthenticated;
}
