import type { TPriceAlertType } from './price-alert-schemas.ts';

/**
 * When an alert fires (docs/price-alerts.md, "The crossing rule"; beyond visitor-and-shell §2.9,
 * which only lists alerts). Prices are whole cents of €/MWh, so '==' means equal at the
 * precision OMIP publishes, never a float's accident.
 */
export function alertConditionHolds(type: TPriceAlertType, alertCents: number, priceCents: number): boolean {
  switch (type) {
    case '<':
      return priceCents < alertCents;
    case '>':
      return priceCents > alertCents;
    case '==':
      return priceCents === alertCents;
  }
}

/** What an alert remembers between imports: `armed` until it fires, again once its condition is false. */
export interface TAlertState {
  type: TPriceAlertType;
  priceCents: number;
  armed: boolean;
}

export interface TCrossing {
  /** The customer is told now: one mail for this crossing. */
  fires: boolean;
  /** The state to keep for the next settlement. */
  armed: boolean;
}

/**
 * The alert meets a new latest settlement price of its product. It fires when its condition is
 * true and it is armed: a new alert is armed, so the first price it sees true fires it; then it
 * stays quiet however many imports repeat a price that keeps the condition true (one mail per
 * crossing, not per import), and re-arms when a price makes the condition false again.
 */
export function crossAlert(alert: TAlertState, priceCents: number): TCrossing {
  const holds = alertConditionHolds(alert.type, alert.priceCents, priceCents);
  if (!holds) return { fires: false, armed: true };
  return { fires: alert.armed, armed: false };
}
