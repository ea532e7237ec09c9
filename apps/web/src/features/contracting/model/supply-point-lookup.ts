import { formatKw, normaliseCups, type TCupsConfig, type TLanguage } from '@portal/domain';

/** Whether the registry said the CUPS typed cannot be contracted (§5.6: 'cups not available', the process stops). */
export function isUnavailable(found: { cups: string; available: boolean } | undefined, typed: string): boolean {
  return found !== undefined && !found.available && found.cups === normaliseCups(typed ?? '');
}

const kwText = (kw: number | null, language: TLanguage) => (kw !== null && kw > 0 ? formatKw(kw, language) : '');

/** What an electricity point's answer fills on the contract step (§2.3): the powers, as the visitor would type them, the access tariff and self-consumption. */
export function contractFillOf(config: TCupsConfig, language: TLanguage) {
  return {
    power: kwText(config.power_p1 ?? config.power, language),
    power2: kwText(config.power_p2, language),
    power3: kwText(config.power_p3, language),
    power4: kwText(config.power_p4, language),
    power5: kwText(config.power_p5, language),
    power6: kwText(config.power_p6, language),
    accessTariff: config.access_tariff.id === null ? '' : String(config.access_tariff.id),
    selfcons: config.selfcons,
  };
}
