import type { TContractKind, TContractState } from '../contracts/contract-kind.ts';
import type { TLanguage } from '../i18n/languages.ts';
import {
  DOUBLE_TARIFF_MAX_MONTHS,
  monthIndex,
  type TDoubleTariff,
  type THappyDay,
  type THappyHours,
  type TTariffOptionKind,
} from './tariff-option-schemas.ts';

/**
 * What a product (price list) offers of one option (customer-area §1 "where the tariff allows"):
 * the fraction of the energy term it discounts while the option applies, and its size:
 * `windowHours` the length of a happy-hours window (1..24), `spanMonths` the length of a
 * double-tariff span (1..12). A product that offers none has no offers: the available lists are
 * empty and the web shows no button.
 */
export interface TTariffOptionOffer {
  kind: TTariffOptionKind;
  fraction: number;
  windowHours?: number | null;
  spanMonths?: number | null;
}

/** How many double-tariff spans are offered, each starting a month later than the one before. */
export const DOUBLE_TARIFF_STARTS_OFFERED = 12;

/** ISO weekday names (Monday first) in the six languages: the happy day's label in the request's language. */
export const WEEKDAY_NAMES: Record<TLanguage, readonly string[]> = {
  'ca-ES': ['dilluns', 'dimarts', 'dimecres', 'dijous', 'divendres', 'dissabte', 'diumenge'],
  'es-ES': ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  'en-US': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  'gl-ES': ['luns', 'martes', 'mércores', 'xoves', 'venres', 'sábado', 'domingo'],
  'fr-FR': ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  'de-DE': ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
};

/** The happy day of weekday `value` (1 Monday … 7 Sunday) named in `language`. */
export const happyDay = (value: number, language: TLanguage): THappyDay => ({ value, label: WEEKDAY_NAMES[language][value - 1] ?? '' });

/** The windows of `windowHours` consecutive local hours that fit in a day: 0–3, 1–4 … 21–24 for three hours. */
export function availableHappyHours(offer: TTariffOptionOffer | undefined): THappyHours[] {
  const hours = offer?.kind === 'happy_hours' ? (offer.windowHours ?? 0) : 0;
  if (hours < 1 || hours > 24) return [];
  return Array.from({ length: 25 - hours }, (_, startHour) => ({ startHour, endHour: startHour + hours }));
}

/** The seven weekdays, Monday first, named in the language. */
export function availableHappyDays(offer: TTariffOptionOffer | undefined, language: TLanguage): THappyDay[] {
  if (offer?.kind !== 'happy_day') return [];
  return [1, 2, 3, 4, 5, 6, 7].map((value) => happyDay(value, language));
}

/**
 * Spans of `spanMonths` calendar months starting from next month (a change applies from
 * tomorrow, so the month in course can no longer be chosen whole), one per start month, for
 * the next DOUBLE_TARIFF_STARTS_OFFERED months.
 */
export function availableDoubleTariffs(offer: TTariffOptionOffer | undefined, today: string): TDoubleTariff[] {
  const months = offer?.kind === 'double_tariff' ? (offer.spanMonths ?? 0) : 0;
  if (months < 1 || months > DOUBLE_TARIFF_MAX_MONTHS) return [];
  const current = monthIndex(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
  return Array.from({ length: DOUBLE_TARIFF_STARTS_OFFERED }, (_, step) => {
    const start = current + 1 + step;
    const end = start + months - 1;
    return { startMonth: (start % 12) + 1, startYear: Math.floor(start / 12), endMonth: (end % 12) + 1, endYear: Math.floor(end / 12) };
  });
}

/** The fields that tell two choices of a kind apart (a happy day's label is only its name). */
export function choiceKey(kind: TTariffOptionKind, choice: Record<string, unknown>): string {
  switch (kind) {
    case 'double_tariff':
      return `${choice.startYear}-${choice.startMonth}/${choice.endYear}-${choice.endMonth}`;
    case 'happy_hours':
      return `${choice.startHour}-${choice.endHour}`;
    case 'happy_day':
      return String(choice.value);
  }
}

/** Whether the choice is one of the available ones (both sides refuse any other: 400 with a field error). */
export function isAvailableChoice(kind: TTariffOptionKind, choice: Record<string, unknown>, available: readonly object[]): boolean {
  const key = choiceKey(kind, choice);
  return available.some((offered) => choiceKey(kind, offered as Record<string, unknown>) === key);
}

/** The field a refused choice's error is put on, and its message. */
export const CHOICE_NOT_AVAILABLE = 'tariff_option_not_available';
export const CHOICE_ERROR_FIELD: Record<TTariffOptionKind, string> = {
  double_tariff: 'startMonth',
  happy_hours: 'startHour',
  happy_day: 'value',
};

/** Whether a choice is the same as the current one: the update stays disabled while unchanged (customer-area §5). */
export function isUnchangedChoice(
  kind: TTariffOptionKind,
  choice: Record<string, unknown> | null | undefined,
  current: Record<string, unknown> | null | undefined,
): boolean {
  if (!choice) return true;
  return current ? choiceKey(kind, choice) === choiceKey(kind, current) : false;
}

/**
 * Whether a contract may change its options: electricity only (gas products offer none), and
 * only while open (activa); a draft, closed or cancelled contract keeps what it had.
 */
export function tariffOptionsChangeable(contract: { kind: TContractKind; state: TContractState }): boolean {
  return contract.kind === 'electricity' && contract.state === 'activa';
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function lastSundayUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, last.getUTCDate() - last.getUTCDay());
}

/**
 * The Europe/Madrid calendar day of an instant, by the EU rule (summer time, +02:00, from 01:00
 * UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October; +01:00 otherwise).
 */
export function madridDayOf(instant: Date): string {
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = ms >= lastSundayUtc(year, 3) + HOUR_MS && ms < lastSundayUtc(year, 10) + HOUR_MS;
  return new Date(ms + (summer ? 2 : 1) * HOUR_MS).toISOString().slice(0, 10);
}

/** The day after a calendar day. */
export function nextDay(day: string): string {
  const ms = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return new Date(ms + DAY_MS).toISOString().slice(0, 10);
}

/**
 * From when a change made at `now` applies: the next local (Europe/Madrid) day, never the day in
 * course nor any before it, so an hour already metered is never priced again.
 */
export function tariffOptionEffectiveFrom(now: Date): string {
  return nextDay(madridDayOf(now));
}
