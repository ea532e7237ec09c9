import { addDaysIso, isNationalHoliday, madridDayOf } from '@portal/domain';
import { estimatedDaysOf } from '../seed/demo/demo-consumption.ts';
import { DEMO_INVOICE_RULES } from '../seed/demo/demo-invoices-data.ts';
import { DEMO_TARIFF_OPTION_CHOICES } from '../seed/demo/demo-reference-data.ts';
import { monthStartBefore } from '../seed/demo/invoice-periods.ts';
import { clockChangeDays } from './documents-test-support.ts';

/** The second Wednesday of the month that starts on `monthStart`, a week later if a holiday. */
function workingWednesday(monthStart: string): string {
  const first = new Date(`${monthStart}T00:00:00Z`);
  let day = addDaysIso(monthStart, ((3 - first.getUTCDay() + 7) % 7) + 7);
  while (isNationalHoliday(day)) day = addDaysIso(day, 7);
  return day;
}

/**
 * The days of the demo's readings the API tests read, counted from the day the demo was seeded as
 * the seed counts its data (two years of readings up to a few days back, the happy hours, the
 * estimated days), instead of calendar dates that the data set leaves behind as time passes. A
 * test file seeded on another day than the run's template seeds its own (openTestDatabase), so
 * today is the seed day.
 */
export function demoDays(today: string = madridDayOf(new Date())) {
  const lastRead = addDaysIso(today, -DEMO_INVOICE_RULES.meteredUntilDaysAgo);
  const year = Number(today.slice(0, 4));
  /** The latest of a yearly day read a week or more before the last reading (the days around it are read too). */
  const weekBeforeLastRead = addDaysIso(lastRead, -7);
  const latest = (dayIn: (year: number) => string) => (dayIn(year) <= weekBeforeLastRead ? dayIn(year) : dayIn(year - 1));
  const happyHours = DEMO_TARIFF_OPTION_CHOICES.find((choice) => choice.kind === 'happy_hours')!;
  const quarterEnd = addDaysIso(monthStartBefore(today, 1), -1);
  return {
    lastRead,
    /** The last autumn clock change read: a day of 25 hours. */
    autumnChange: latest((y) => clockChangeDays(y).autumn),
    /** The last spring clock change read: a day of 23 hours. */
    springChange: latest((y) => clockChangeDays(y).spring),
    /** A working Wednesday of the last June read: hours 10–14 are P1 on 2.0TD, 9–14 P1 or P2 on 3.0TD. */
    juneWednesday: latest((y) => workingWednesday(`${y}-06-01`)),
    /** The first day of Marta's flat's happy hours (13–16). */
    happyHoursFrom: monthStartBefore(today, happyHours.validFromMonthsBeforeSeed),
    /** A working Wednesday before the happy hours, twenty months back, still read. */
    beforeHappyHours: workingWednesday(monthStartBefore(today, 20)),
    /** Three whole months ending two months back: they and the same months a year before are read. */
    quarter: { start: monthStartBefore(today, 4), end: quarterEnd },
    /** The last February read in full, whose year-earlier February is read too. */
    february: `${latest((y) => `${y}-02-28`).slice(0, 8)}01`,
    /** The days the distributor estimated on the house in Girona (five, in one month). */
    houseEstimated: estimatedDaysOf('ES0031405000000002ZH0F', today),
  };
}
