import type { TSettings } from '@portal/domain';

/**
 * The hero is for anonymous visitors with `home.hero` on (visitor-and-shell §2.2); a signed-in
 * customer has come for the actions and sees them at once.
 */
export function showsHero(settings: Pick<TSettings, 'home'>, isAuthenticated: boolean): boolean {
  return settings.home.hero && !isAuthenticated;
}
