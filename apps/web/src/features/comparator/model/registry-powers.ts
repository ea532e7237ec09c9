import type { TCupsConfig } from '@portal/domain';

/** A power as the form's field holds it: kW with a decimal point, '' when the registry has none. */
const powerText = (kw: number | null) => (kw === null || !(kw > 0) ? '' : String(kw));

/**
 * What an electricity lookup fills (§4.4: "auto-fills power and tariff"): P1 and P2, and P3..P6
 * when the point has them (a 3.0TD or 6.xTD point; §9: above 15 kW the form carries six powers).
 * The access tariff is matched against the list of the filled power by the form.
 */
export function electricityPowersOf(config: TCupsConfig) {
  const p1 = config.power_p1 ?? config.power;
  return {
    power: powerText(p1),
    power2: powerText(config.power_p2),
    power3: powerText(config.power_p3),
    power4: powerText(config.power_p4),
    power5: powerText(config.power_p5),
    power6: powerText(config.power_p6),
  };
}
