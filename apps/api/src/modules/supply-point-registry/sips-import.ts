import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sipsLineReader, type TRegistryKind, type TSipsPoint, type TSipsRowError } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { upsertRegistryPoints } from './repo.ts';

export interface TRejectedLine {
  line: number;
  reason: TSipsRowError;
  detail: string;
}

export interface TSipsImportReport {
  kind: TRegistryKind | undefined;
  /** Lines read, the header and blank lines included. */
  lines: number;
  inserted: number;
  updated: number;
  rejected: number;
  /** The first REJECTED_KEPT rejected lines (all of them go to onRejected). */
  rejectedLines: TRejectedLine[];
  seconds: number;
}

export interface TSipsImportOptions {
  /** Points per INSERT … ON CONFLICT statement. */
  batchSize?: number;
  /** Told of every rejected line as it is read (the command prints them). */
  onRejected?: (rejected: TRejectedLine) => void;
  /** Told after every batch (the command prints progress). */
  onBatch?: (report: Readonly<TSipsImportReport>) => void;
}

const DEFAULT_BATCH = 2000;
const REJECTED_KEPT = 1000;

/**
 * Imports a SIPS supply-point file line by line (docs/supply-point-registry.md): a file of
 * millions of lines is never held whole, only one batch of points. Each batch is one upsert
 * of its own, so a re-import of the same file updates every point and inserts none; a rejected
 * line is reported with its number and reason and the rest imported. A CUPS seen twice in one
 * batch closes the batch first (one statement cannot write a row twice), so the later line wins.
 */
export async function importSipsLines(db: Executor, lines: AsyncIterable<string> | Iterable<string>, options: TSipsImportOptions = {}) {
  const started = performance.now();
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const read = sipsLineReader();
  const report: TSipsImportReport = { kind: undefined, lines: 0, inserted: 0, updated: 0, rejected: 0, rejectedLines: [], seconds: 0 };
  let batch = new Map<string, TSipsPoint>();
  const flush = async () => {
    const written = await upsertRegistryPoints(db, [...batch.values()]);
    report.inserted += written.inserted;
    report.updated += written.updated;
    batch = new Map();
    options.onBatch?.(report);
  };

  for await (const text of lines) {
    const line = read(text);
    report.lines = line.line;
    if (line.type === 'header') report.kind = line.header.kind;
    else if (line.type === 'rejected') {
      const rejected = { line: line.line, reason: line.reason, detail: line.detail };
      report.rejected += 1;
      if (report.rejectedLines.length < REJECTED_KEPT) report.rejectedLines.push(rejected);
      options.onRejected?.(rejected);
    } else if (line.type === 'point') {
      if (batch.has(line.point.cups)) await flush();
      batch.set(line.point.cups, line.point);
      if (batch.size >= batchSize) await flush();
    }
  }
  if (batch.size > 0) await flush();
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** The lines of a file, streamed (`encoding`: the CNMC's files are UTF-8; some distributors' are Latin-1). */
export function fileLines(path: string, encoding: BufferEncoding = 'utf8'): AsyncIterable<string> {
  return createInterface({ input: createReadStream(path, { encoding }), crlfDelay: Number.POSITIVE_INFINITY });
}
