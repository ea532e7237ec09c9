import { isNationalHoliday, madridClockHours } from '@portal/domain';

/**
 * A deterministic model of metered consumption: one local day of one supply point from a random
 * stream seeded by (supply point key, date) alone, so a day gets the same values whatever day the
 * data set is generated on. Daily shapes (night trough, morning and evening peaks of a home,
 * working hours of a workshop), seasonal ones (heating in winter, air conditioning in summer,
 * less sun in winter) and the Europe/Madrid clock changes (23 and 25 values).
 */
export type TLoadProfile = 'household' | 'workshop' | 'shop' | 'gas_heating';

export interface TPointModel {
  /** Seeds the random stream: the CUPS. */
  key: string;
  profile: TLoadProfile;
  /** Mean consumption per day over a year, kWh. */
  dailyKwh: number;
  /** Peak power of a self-consumption installation, kW; its surplus goes to exported_wh. */
  solarKwp?: number;
  /** The meter gives quarter-hours (a 3.0TD supply with a type 3 meter or better). */
  quarterHourly?: boolean;
}

export interface TDayConsumption {
  day: string;
  /** Wh per local clock hour (23, 24 or 25); what the invoices bill. */
  activeWh: number[];
  exportedWh: number[] | null;
  /** Inductive reactive energy, varh per hour (electricity only). */
  reactiveVarh: number[] | null;
  /** quarterHourly meters: Wh per quarter-hour, four per hour adding up to activeWh exactly. */
  activeQuarterWh?: number[];
}

/** FNV-1a of the key, then mulberry32: tiny, fast and the same on every platform. */
export function seededRandom(key: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) state = Math.imul(state ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const dayOfYear = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / DAY_MS;

/** 1 in mid-January, 0 in mid-July: how much heating a day needs. */
export const coldness = (date: string) => (1 + Math.cos((2 * Math.PI * (dayOfYear(date) - 15)) / 365)) / 2;
/** Peaks in the second half of July: air conditioning. */
const heat = (date: string) => Math.max(0, Math.cos((2 * Math.PI * (dayOfYear(date) - 200)) / 365)) ** 2;

type TDayKind = 'working' | 'saturday' | 'rest';

function dayKind(date: string): TDayKind {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || isNationalHoliday(date)) return 'rest';
  return weekday === 6 ? 'saturday' : 'working';
}

// Relative load of a home per clock hour: night trough, breakfast, lunch at two, evening peak at nine.
const HOME_WORKING = [
  0.42, 0.36, 0.33, 0.31, 0.31, 0.34, 0.5, 1.05, 1.2, 0.85, 0.66, 0.64, 0.7, 0.86, 1.25, 1.0, 0.7, 0.72, 0.88, 1.22, 1.7, 2.0, 1.62, 0.96,
];
const HOME_REST = [
  0.5, 0.42, 0.36, 0.33, 0.32, 0.32, 0.36, 0.48, 0.75, 1.1, 1.25, 1.2, 1.2, 1.35, 1.55, 1.2, 0.95, 0.9, 1.0, 1.25, 1.6, 1.8, 1.5, 0.95,
];

// A workshop: machines from eight to one and from three to seven on working days, Saturday mornings.
function workshopShape(kind: TDayKind, hour: number, date: string): number {
  const base = 0.06;
  // Most of August the workshop closes for the holidays.
  const closed = date.slice(5, 7) === '08' && Number(date.slice(8, 10)) <= 21;
  if (kind === 'rest' || closed) return base;
  if (kind === 'saturday') return hour >= 8 && hour < 13 ? 0.45 : base;
  if ((hour >= 8 && hour < 13) || (hour >= 15 && hour < 19)) return 1;
  if (hour === 13 || hour === 14) return 0.35;
  if (hour === 7 || hour === 19) return 0.4;
  return base;
}

// A shop: open ten to two and five to eight and a half, Monday to Saturday; fridge and alarm at night.
function shopShape(kind: TDayKind, hour: number): number {
  const open = (hour >= 10 && hour < 14) || (hour >= 17 && hour < 21);
  if (kind === 'rest') return 0.12;
  return open ? 1 : hour === 9 || hour === 14 ? 0.5 : 0.12;
}

function shape(profile: TLoadProfile, kind: TDayKind, hour: number, date: string): number {
  switch (profile) {
    case 'household':
      return (kind === 'working' ? HOME_WORKING : HOME_REST)[hour]!;
    case 'workshop':
      return workshopShape(kind, hour, date);
    case 'shop':
      return shopShape(kind, hour);
    case 'gas_heating':
      return 1;
  }
}

// Mean of each daily shape, so dailyKwh is the mean consumption of the profile.
const SHAPE_MEAN: Record<TLoadProfile, number> = {
  household: 0.88,
  workshop: 0.35,
  shop: 0.4,
  gas_heating: 1,
};

function seasonalFactor(profile: TLoadProfile, date: string): number {
  const cold = coldness(date);
  switch (profile) {
    case 'household':
      return (0.82 + 0.5 * cold + 0.45 * heat(date)) / 1.15;
    case 'workshop':
      return 0.85 + 0.3 * cold;
    case 'shop':
      return (0.8 + 0.3 * cold + 0.5 * heat(date)) / 1.05;
    case 'gas_heating':
      // Hot water and cooking all year, heating on cold days.
      return (0.22 + 1.75 * cold ** 1.6) / 0.82;
  }
}

/** One local day of a supply point: Wh per local hour (23, 24 or 25 values) and exported Wh. */
export function dayConsumption(model: TPointModel, day: string): TDayConsumption {
  const random = seededRandom(`${model.key}|${day}`);
  const hours = madridClockHours(day);
  const kind = dayKind(day);
  const dayLevel = model.dailyKwh * seasonalFactor(model.profile, day) * (0.88 + 0.24 * random());
  if (model.profile === 'gas_heating') {
    return { day, activeWh: flatDay(Math.round(dayLevel * 1000), hours.length), exportedWh: null, reactiveVarh: null };
  }

  const perHourWh = (dayLevel * 1000) / 24 / SHAPE_MEAN[model.profile];
  const clearness = 0.2 + 0.8 * Math.sqrt(random());
  const load = hours.map((hour) => perHourWh * shape(model.profile, kind, hour, day) * (0.82 + 0.36 * random()));
  const summer = 1 - coldness(day);
  const solar = hours.map((hour) => (model.solarKwp ? solarWh(model.solarKwp, summer, hour, clearness) : 0));
  const activeWh = load.map((wh, i) => Math.max(0, Math.round(wh - solar[i]!)));
  const metered: TDayConsumption = {
    day,
    activeWh,
    exportedWh: model.solarKwp ? load.map((wh, i) => Math.max(0, Math.round(solar[i]! - wh))) : null,
    // Motors and fluorescent lights draw reactive energy with the load (tan φ of the profile).
    reactiveVarh: load.map((wh) => Math.round(wh * TAN_PHI[model.profile] * (0.9 + 0.2 * random()))),
  };
  if (model.quarterHourly) metered.activeQuarterWh = activeWh.flatMap((wh) => quarters(wh, random));
  return metered;
}

// Reactive over active energy of each load: a home's appliances, a workshop's motors, a shop's lights and fridges.
const TAN_PHI: Record<TLoadProfile, number> = { household: 0.22, workshop: 0.48, shop: 0.3, gas_heating: 0 };

/** An hour's Wh in four quarter-hours that add up to it exactly. */
function quarters(wh: number, random: () => number): number[] {
  const weights = [0, 1, 2, 3].map(() => 0.8 + 0.4 * random());
  const total = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((wh * w) / total));
  parts[3]! += wh - parts.reduce((a, b) => a + b, 0);
  return parts;
}

// A sine between sunrise and sunset (local clock time), longer and higher in summer.
function solarWh(kwp: number, summer: number, hour: number, clearness: number): number {
  const sunrise = 8.2 - 1.6 * summer;
  const sunset = 17.8 + 3.6 * summer;
  const middle = hour + 0.5;
  if (middle <= sunrise || middle >= sunset) return 0;
  const height = Math.sin((Math.PI * (middle - sunrise)) / (sunset - sunrise));
  return kwp * 1000 * 0.78 * (0.55 + 0.45 * summer) * height * clearness;
}

/** A daily total spread evenly over the hours, the remainder on the first ones. */
function flatDay(totalWh: number, hours: number): number[] {
  const each = Math.floor(totalWh / hours);
  return Array.from({ length: hours }, (_, i) => each + (i < totalWh - each * hours ? 1 : 0));
}

/** Every day from `first` to `last`, both included (ISO dates). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${first}T00:00:00Z`); ms <= Date.parse(`${last}T00:00:00Z`); ms += DAY_MS) {
    days.push(new Date(ms).toISOString().slice(0, 10));
  }
  return days;
}
