import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  crossAlert,
  normaliseLanguage,
  OMIP_REJECTED_LISTED,
  omipLineReader,
  type TOmipImportReport,
  type TOmipRowError,
  type TOmipSettlement,
} from '@portal/domain';
import type { Database, Executor } from '../../db/database.ts';
import { isMailableAddress, type MailService } from '../../platform/mail/index.ts';
import { alertsToEvaluate, latestSettlement, setAlertState, upsertSettlements } from './repo.ts';

/**
 * Whether a customer wants the alerts' mail (their notification preferences). The communications
 * module answers it when app.ts wires it; until then every customer does.
 */
export type MayMail = (executor: Executor, customerId: number) => Promise<boolean>;
export const alwaysMail: MayMail = async () => true;

export interface OmipImportDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue' | 'poke'>;
  mayMail: MayMail;
  /** The retailer's name, which signs the mails. */
  organisation: () => Promise<string>;
  /** PUBLIC_URL: the mails link to <publicUrl>/omipComponent. */
  publicUrl: string;
  now?: () => Date;
}

export interface TRejectedOmipLine {
  line: number;
  reason: TOmipRowError;
  detail: string;
}

export interface OmipImportOptions {
  /** Settlements per statement. */
  batchSize?: number;
  /** Told of every rejected line as it is read (the command prints them). */
  onRejected?: (rejected: TRejectedOmipLine) => void;
}

const DEFAULT_BATCH = 1000;

/**
 * Imports an OMIP settlement file line by line (docs/price-alerts.md): never held whole, only a
 * batch of settlements. A malformed line is reported with its number and reason and skipped; the
 * rest is imported (a day's file is one session: losing every contract for one bad cell would
 * leave every alert a day late). A header that is not an OMIP one throws OmipHeaderError before
 * anything is written. Then the alerts of every product the file touched meet that product's
 * latest settlement (evaluateAlerts).
 */
export async function importOmipLines(
  deps: OmipImportDeps,
  lines: AsyncIterable<string> | Iterable<string>,
  options: OmipImportOptions = {},
): Promise<TOmipImportReport> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const read = omipLineReader();
  const report: TOmipImportReport = { lines: 0, stored: 0, products: [], rejected: 0, rejected_lines: [], fired: 0, mailed: 0 };
  const touched = new Map<string, number>();
  let batch = new Map<string, TOmipSettlement>();
  const flush = async () => {
    const ids = await upsertSettlements(deps.db, [...batch.values()]);
    for (const [name, id] of ids) touched.set(name, id);
    report.stored += batch.size;
    batch = new Map();
  };

  for await (const text of lines) {
    const line = read(text);
    report.lines = line.line;
    if (line.type === 'rejected') {
      const rejected = { line: line.line, reason: line.reason, detail: line.detail };
      report.rejected += 1;
      if (report.rejected_lines.length < OMIP_REJECTED_LISTED) report.rejected_lines.push(rejected);
      options.onRejected?.(rejected);
    } else if (line.type === 'settlement') {
      const key = `${line.settlement.product}|${line.settlement.day}`;
      // One statement cannot write a row twice: the later line of the same product and day wins.
      if (batch.has(key)) await flush();
      batch.set(key, line.settlement);
      if (batch.size >= batchSize) await flush();
    }
  }
  if (batch.size > 0) await flush();
  report.products = [...touched.keys()].sort();
  const evaluated = await evaluateAlerts(deps, [...touched.values()]);
  report.fired = evaluated.fired;
  report.mailed = evaluated.mailed;
  return report;
}

/**
 * The crossing rule (the domain's crossAlert) for every alert of these products, on each one's
 * latest settlement: a backfill of older days changes nothing, the price of today is what an
 * alert speaks of. One transaction per product holds its alerts locked, their new state and the
 * mails of those that fired, so a mail exists exactly when the alert's "fired" was written, and
 * a second import of the same prices (or one running at the same time) finds them disarmed.
 */
export async function evaluateAlerts(deps: OmipImportDeps, productIds: readonly number[]): Promise<{ fired: number; mailed: number }> {
  const now = deps.now ?? (() => new Date());
  let fired = 0;
  let mailed = 0;
  const organisation = await deps.organisation();
  for (const productId of productIds) {
    await deps.db.transaction(async (tx) => {
      const latest = await latestSettlement(tx, productId);
      if (!latest) return;
      for (const alert of await alertsToEvaluate(tx, productId)) {
        const crossing = crossAlert({ type: alert.type, priceCents: alert.price_cents, armed: alert.armed }, latest.price_cents);
        if (!crossing.fires) {
          if (crossing.armed !== alert.armed) await setAlertState(tx, alert.id, crossing.armed);
          continue;
        }
        fired += 1;
        await setAlertState(tx, alert.id, crossing.armed, { at: now(), priceCents: latest.price_cents });
        if (!isMailableAddress(alert.email) || !(await deps.mayMail(tx, alert.customer_id))) continue;
        await deps.mail.enqueue(tx, {
          to: alert.email,
          language: normaliseLanguage(alert.locale),
          template: 'price_alert_fired',
          data: {
            product: alert.product,
            type: alert.type,
            alertPriceCents: alert.price_cents,
            priceCents: latest.price_cents,
            day: latest.day,
            url: `${deps.publicUrl}/omipComponent`,
            name: alert.name,
            organisation,
          },
        });
        mailed += 1;
      }
    });
  }
  if (mailed > 0) void deps.mail.poke();
  return { fired, mailed };
}

/** The lines of a file, streamed (OMIP's exports are UTF-8; `latin1` for one a spreadsheet saved otherwise). */
export function omipFileLines(path: string, encoding: BufferEncoding = 'utf8'): AsyncIterable<string> {
  return createInterface({ input: createReadStream(path, { encoding }), crlfDelay: Number.POSITIVE_INFINITY });
}
