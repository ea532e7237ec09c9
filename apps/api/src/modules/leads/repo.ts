import { Readable } from 'node:stream';
import type { TContactHours, TLanguage, TLeadKind, TLeadMode, TStaffLeadFilter } from '@portal/domain';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { leadInvoiceChunks, leadInvoices, leads } from '../../db/schema/index.ts';
import { linkLeadFiles, storeFilesThen } from '../../db/staged-files.ts';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';

export interface NewLead {
  kind: TLeadKind;
  mode: TLeadMode;
  name: string;
  surname1: string;
  surname2: string | null;
  email: string;
  telephone: string;
  contactHours: TContactHours;
  consent: boolean;
  language: TLanguage;
  cups: string;
  payload: Record<string, unknown> | null;
  clientKey: string;
}

export type LeadRow = typeof leads.$inferSelect & {
  invoice: { id: number; filename: string; mimeType: string; sizeBytes: number } | null;
};

export interface LeadInvoiceFile {
  id: number;
  filename: string;
  mimeType: string;
  size: number;
  chunks: number;
}

/** The leads' SQL (docs/leads.md): the lead and its invoice in one step, the staff's reads, an address's stored bytes. */
export class LeadsRepo {
  constructor(private readonly db: Database) {}

  /**
   * Stages the invoice (if any) outside any transaction (db/staged-files.ts), then writes the lead,
   * links the file and runs `then` (the mails) in one transaction: a lead is never seen without
   * its invoice, and its mails exist if and only if it does.
   */
  create<T>(lead: NewLead, files: readonly UploadedFile[], then: (tx: Executor, row: typeof leads.$inferSelect) => Promise<T>): Promise<T> {
    return storeFilesThen(this.db, 'lead', files, (ids) =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.insert(leads).values(lead).returning();
        await linkLeadFiles(tx, ids, row!.id);
        return then(tx, row!);
      }),
    );
  }

  /** Bytes of invoices the leads of one address stored since `since` (the daily quota). */
  async storedBytes(clientKey: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ bytes: sql<string>`coalesce(sum(${leadInvoices.sizeBytes}), 0)` })
      .from(leadInvoices)
      .innerJoin(leads, eq(leads.id, leadInvoices.leadId))
      .where(and(eq(leads.clientKey, clientKey), gte(leads.createdAt, since)));
    return Number(row?.bytes ?? 0);
  }

  /** The leads of the filter, newest first, a page of them, and how many there are in all. */
  async page(filter: TStaffLeadFilter, offset: number, limit: number): Promise<{ rows: LeadRow[]; total: number }> {
    const where = filterWhere(filter);
    const [rows, [total]] = await Promise.all([this.select(where, offset, limit), this.db.select({ n: count() }).from(leads).where(where)]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Every lead of the filter, newest first, up to `max` (the CSV). */
  all(filter: TStaffLeadFilter, max: number): Promise<LeadRow[]> {
    return this.select(filterWhere(filter), 0, max);
  }

  private async select(where: SQL | undefined, offset: number, limit: number): Promise<LeadRow[]> {
    const rows = await this.db
      .select({
        lead: leads,
        invoiceId: leadInvoices.id,
        filename: leadInvoices.filename,
        mimeType: leadInvoices.mimeType,
        sizeBytes: leadInvoices.sizeBytes,
      })
      .from(leads)
      .leftJoin(leadInvoices, eq(leadInvoices.leadId, leads.id))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .offset(offset)
      .limit(limit);
    return rows.map((r) => ({
      ...r.lead,
      invoice:
        r.invoiceId === null
          ? null
          : { id: r.invoiceId, filename: r.filename ?? '', mimeType: r.mimeType ?? '', sizeBytes: Number(r.sizeBytes ?? 0) },
    }));
  }

  /** The invoice of lead `id`, or undefined when the lead has none (or does not exist). */
  async invoice(id: number): Promise<LeadInvoiceFile | undefined> {
    const [row] = await this.db
      .select({
        id: leadInvoices.id,
        filename: leadInvoices.filename,
        mimeType: leadInvoices.mimeType,
        // Measured on the chunks themselves, so the length announced is the length sent.
        size: sql<string>`(select coalesce(sum(octet_length(${leadInvoiceChunks.bytes})), 0) from ${leadInvoiceChunks} where ${leadInvoiceChunks.attachmentId} = ${leadInvoices.id})`,
        chunks: sql<number>`(select count(*)::int from ${leadInvoiceChunks} where ${leadInvoiceChunks.attachmentId} = ${leadInvoices.id})`,
      })
      .from(leadInvoices)
      .where(eq(leadInvoices.leadId, id))
      .limit(1);
    return row ? { ...row, size: Number(row.size), chunks: Number(row.chunks) } : undefined;
  }

  /** The invoice's bytes as a stream: one query per chunk, each read when the client has taken the one before. */
  stream(file: LeadInvoiceFile): Readable {
    const db = this.db;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < file.chunks; seq += 1) {
        const [row] = await db
          .select({ bytes: leadInvoiceChunks.bytes })
          .from(leadInvoiceChunks)
          .where(and(eq(leadInvoiceChunks.attachmentId, file.id), eq(leadInvoiceChunks.seq, seq)));
        if (!row) throw new Error(`lead invoice ${file.id}: chunk ${seq} missing`);
        if (row.bytes.length > 0) yield row.bytes;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }
}

/** Days are the retailer's (Europe/Madrid): from the start of `from` to the end of `to`. */
function filterWhere(filter: TStaffLeadFilter): SQL | undefined {
  return and(
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.from ? gte(leads.createdAt, sql`(${filter.from}::date::timestamp at time zone 'Europe/Madrid')`) : undefined,
    filter.to ? lt(leads.createdAt, sql`((${filter.to}::date + 1)::timestamp at time zone 'Europe/Madrid')`) : undefined,
  );
}
