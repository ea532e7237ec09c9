import { daysBetween, formatMoney, type TInvoiceComputation, type TLanguage } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { spaces } from './pdf-text.ts';

/** Test helpers of the invoice documents (not a test file: imported by them). */

/** Money as the PDF prints it in a language: the domain's one money format. */
export const money = (language: TLanguage, euros: number) => spaces(formatMoney(euros, language));

export const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function rows<T = Record<string, unknown>>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(query));
}

export async function computationOf(database: DatabaseHandle, id: number): Promise<TInvoiceComputation> {
  const [row] = await rows<{ computation: TInvoiceComputation }>(database, sql`select computation from invoices where id = ${id}`);
  return row!.computation;
}

/** Last Sundays of March and October (Europe/Madrid clock changes) of a year. */
export function clockChangeDays(year: number): { spring: string; autumn: string } {
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    return last.toISOString().slice(0, 10);
  };
  return { spring: lastSunday(2), autumn: lastSunday(9) };
}

export const inPeriod = (day: string, period: { start_date: string; end_date: string }) =>
  day >= period.start_date && day <= period.end_date;

export const periodDays = (period: { start_date: string; end_date: string }) => daysBetween(period.start_date, period.end_date);
