import { cupsControlLetters } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { tariffs } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

let ip = 0;
/** A fresh client address per call, so the per-address throttle counts only what a test means it to. */
export const nextIp = () => `10.61.${Math.floor(++ip / 250)}.${ip % 250}`;

const digits = '0031405000000001';
export const VALID_CUPS = `ES${digits}${cupsControlLetters(digits)}`;

export const post = (t: TestApp, url: string, payload: unknown, options: { ip?: string; language?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? nextIp(),
    headers: { 'accept-language': options.language ?? 'es-ES' },
  });

export const get = (t: TestApp, url: string, ip: string = nextIp()) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

/** The id of an access tariff by name. */
export async function tariffId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: tariffs.id }).from(tariffs).where(eq(tariffs.name, name));
  if (!row) throw new Error(`no tariff ${name}`);
  return row.id;
}
