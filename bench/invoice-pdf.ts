// Time to produce one invoice PDF: `node --import tsx bench/invoice-pdf.ts`, also part
// of `npm run bench`. On a fresh demo data directory (PGlite): sequential GET
// /api/v1/invoices/:id/pdf/ and /signed_pdf/ through the portal, then the same documents
// rendered in process (the service: database read, drawing, signing) and the drawing alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TInvoiceListResponse, TLanguage } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { DatabaseHandle } from '../apps/api/src/db/database.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { drawInvoicePage } from '../apps/api/src/modules/invoice-documents/invoice-page.ts';
import { invoiceTitle } from '../apps/api/src/modules/invoice-documents/invoice-pdf.ts';
import { InvoiceDocumentsRepo } from '../apps/api/src/modules/invoice-documents/repo.ts';
import { InvoiceDocumentsService } from '../apps/api/src/modules/invoice-documents/service.ts';
import { SettingsRepo } from '../apps/api/src/modules/settings/repo.ts';
import { SettingsService } from '../apps/api/src/modules/settings/service.ts';
import { renderPdf } from '../apps/api/src/platform/documents/pdf.ts';
import { PdfSigner } from '../apps/api/src/platform/documents/pdf-signature.ts';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo/demo-accounts.ts';
import { startPortal } from './lib/portal-process.ts';
import { getJson, login } from './lib/portal-session.ts';

export interface Timings {
  runs: number;
  median: number;
  p95: number;
  /** Size of the last document, in KB. */
  kb: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Runs `work` `warmUp` times unmeasured (JIT, pools, the signing certificate), then `runs` times one after another. */
async function timed(runs: number, work: () => Promise<number>, warmUp = 10): Promise<Timings> {
  let bytes = 0;
  for (let i = 0; i < warmUp; i++) bytes = await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    bytes = await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { runs, median: percentile(times, 50), p95: percentile(times, 95), kb: bytes / 1024 };
}

/** Sequential downloads of one invoice's pdf and signed_pdf through the API (request to last byte). */
export async function measurePdfRequests(base: string, token: string, invoiceId: number, runs = 50): Promise<Record<string, Timings>> {
  const out: Record<string, Timings> = {};
  for (const format of ['pdf', 'signed_pdf']) {
    const url = `${base}/api/v1/invoices/${invoiceId}/${format}/`;
    out[format] = await timed(runs, async () => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'ca' } });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf') throw new Error(`GET ${url}: ${res.status}`);
      return body.length;
    });
  }
  return out;
}

/** The newest electricity invoice the user sees (the one the page offers first). */
export async function firstInvoiceId(base: string, token: string): Promise<number> {
  const list = await getJson<TInvoiceListResponse>(`${base}/api/v1/invoices/?type=electricity&offset=0&limit=1`, token);
  const id = list.items[0]?.id;
  if (id === undefined) throw new Error('the user has no electricity invoices');
  return id;
}

/** The same documents produced in process: the whole service call, and the drawing of an invoice already read. */
export async function measurePdfInProcess(database: DatabaseHandle, login: string, invoiceId: number, dataDir: string, runs = 50) {
  const { db } = database;
  const settings = new SettingsService(new SettingsRepo(db), undefined);
  const organisationName = async () => (await settings.privateSettings()).organization.name;
  const signer = new PdfSigner({ p12Path: undefined, passphrase: undefined, dataDir, organisationName });
  const repo = new InvoiceDocumentsRepo(db);
  const service = new InvoiceDocumentsService(repo, settings, signer);
  const [user] = rowsOf<{ id: number }>(await db.execute(sql`select id from users where login = ${login}`));
  if (!user) throw new Error(`no user ${login}`);
  const language: TLanguage = 'ca-ES';
  const request = { userId: user.id, id: invoiceId, multipoint: false, language };
  const invoice = await repo.findForDocument(user.id, invoiceId, false);
  if (!invoice) throw new Error(`invoice ${invoiceId} is not ${login}'s`);
  const context = await service.pdfContext(invoice, language);
  const info = { title: `${invoiceTitle(invoice, context.labels)} ${invoice.number}`, author: context.retailer.name, language };
  return {
    'pdf (read + draw)': await timed(runs, async () => (await service.document({ ...request, format: 'pdf' })).bytes.length),
    'signed_pdf (read + draw + sign)': await timed(
      runs,
      async () => (await service.document({ ...request, format: 'signed_pdf' })).bytes.length,
    ),
    'reading the invoice alone': await timed(
      runs,
      async () => JSON.stringify(await repo.findForDocument(user.id, invoiceId, false)).length,
    ),
    'drawing alone': await timed(runs, async () => (await renderPdf(info, (doc) => drawInvoicePage(doc, invoice, context))).length),
  };
}

export function formatTimings(name: string, x: Timings): string {
  return `${name}: median ${x.median.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms over ${x.runs} sequential runs (${x.kb.toFixed(0)} KB)`;
}

/** On the demo data set: the first electricity invoice of the demo customer 12345678Z. */
export async function measureDemoInvoicePdf(runs = 50) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pdf-'));
  const user = '12345678Z';
  try {
    const portal = await startPortal({ DATA_DIR: dataDir, PORT: '8397' });
    let invoiceId: number;
    let requests: Record<string, Timings>;
    try {
      const token = await login(portal.url, user, DEMO_PASSWORD);
      invoiceId = await firstInvoiceId(portal.url, token);
      requests = await measurePdfRequests(portal.url, token, invoiceId, runs);
    } finally {
      await portal.stop();
    }
    // The portal has let the data directory go: the same database, in this process.
    const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
    try {
      return { invoiceId, requests, inProcess: await measurePdfInProcess(database, user, invoiceId, dataDir, runs) };
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { invoiceId, requests, inProcess } = await measureDemoInvoicePdf();
  for (const [format, x] of Object.entries(requests)) console.log(formatTimings(`invoice ${invoiceId} GET ${format} (PGlite)`, x));
  for (const [what, x] of Object.entries(inProcess)) console.log(formatTimings(`invoice ${invoiceId} in process, ${what}`, x));
}
