import type {
  TContractingLeadState,
  TContractingType,
  TLanguage,
  TStaffContractingLeadExportQuery,
  TStaffContractingLeadListQuery,
} from '@portal/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import {
  contractingLeadFiles,
  contractingLeads,
  customers,
  defaultedTaxIds,
  distributors,
  originSuppliers,
  priceLists,
  productOffers,
  productOfferTexts,
  tariffs,
  users,
} from '../../db/schema/index.ts';
import { linkContractingLeadFiles, storeFilesThen } from '../../db/staged-files.ts';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';
import { referencedFileIds } from './lead-files.ts';
import type { TLeadSections } from './lead-steps.ts';

export type LeadRow = typeof contractingLeads.$inferSelect;

/** A customer as the wizards compare and use one. */
export interface CustomerRow {
  id: number;
  taxId: string;
  name: string;
}

/** A product of the wizards' price lists (product_offers, modules/contracting-catalogue's: read here). */
export interface OfferRow {
  id: number;
  priceListId: number;
  priceListKind: string;
  tariffId: number;
  initialPayment: number;
  active: boolean;
}

export interface LeadWrite {
  /**
   * A new lead: its wizard and key hash, and what else its transaction does once it is written
   * (the retailer's systems told of it); absent: `leadId` is updated.
   */
  create?: { type: TContractingType; keyHash: string; written?: (tx: Executor, lead: LeadRow) => Promise<void> };
  leadId?: number;
  language: TLanguage;
  /** The step the post reached; the lead keeps the larger of it and its own. */
  step: number;
  /** Set when a signed-in customer sends (or takes up) the lead. */
  customerId?: number | undefined;
  /** The new documents, staged before the lead's transaction. */
  files: readonly UploadedFile[];
  /** The sections to merge over the stored ones, given the new documents' ids. */
  sections: (fileIds: number[]) => TLeadSections;
}

/** The columns staff and the reminder read, taken from the sections (the draft holds them all). */
function columnsOf(data: TLeadSections) {
  const person = data.person ?? {};
  const email = typeof person.email === 'string' && person.email !== '' ? person.email : null;
  return {
    vat: typeof person.vat === 'string' ? person.vat : null,
    email,
    leadsConsent: data.installation?.leadsConsent === true,
  };
}

const abandonedBefore = (now: Date, abandonedAfterMs: number) => new Date(now.getTime() - abandonedAfterMs);

/** A lead as staff's CSV shows it: its own columns and the few fields of the draft it names, no more (contracting-lead-csv.ts). */
export interface LeadExportRow {
  id: number;
  type: TContractingType;
  step: number;
  createdAt: Date;
  updatedAt: Date;
  confirmedAt: Date | null;
  reminderSentAt: Date | null;
  vat: string | null;
  email: string | null;
  leadsConsent: boolean;
  customerId: number | null;
  holder: { name: string | null; surName1: string | null; surName2: string | null; company: boolean; mobile: string | null };
  installationCups: string | null;
  /** The dual wizard's step 3 is two steps: whether the later one, the gas contract, was taken. */
  hasGasContract: boolean;
  includeGas: boolean;
  gasCups: string | null;
  /** The products' names in the CSV's language (another language's when it has none; the id when the product is gone). */
  electricityProduct: string | null;
  gasProduct: string | null;
}

// A field of the draft as text; the paths are these constants, never input.
const draftText = (
  path: 'installation,cups' | 'person,name' | 'person,surName1' | 'person,surName2' | 'person,mobile' | 'gasContract,cups',
) => sql<string | null>`${contractingLeads.data} #>> ${sql.raw(`'{${path}}'`)}`;
const draftTrue = (path: 'person,company' | 'gasContract,includeGas') =>
  sql<boolean>`coalesce(${contractingLeads.data} #> ${sql.raw(`'{${path}}'`)} = 'true'::jsonb, false)`;
/** A step's product, by name: the validated id of the draft (a malformed one is no product), its text in `language` first. */
const productName = (section: 'contract' | 'gasContract', language: TLanguage) => {
  const id = sql`${contractingLeads.data} #>> ${sql.raw(`'{${section},selectedProduct}'`)}`;
  return sql<string | null>`case when ${id} ~ '^[0-9]{1,9}$' then coalesce(
    (select ${productOfferTexts.name} from ${productOfferTexts} where ${productOfferTexts.offerId} = (${id})::int
      order by ${productOfferTexts.language} = ${language} desc, ${productOfferTexts.language} limit 1),
    ${id}) end`;
};

/** The contracting leads' SQL (docs/contracting.md); customers, products and the rest are read only. */
export class ContractingRepo {
  constructor(private readonly db: Database) {}

  find(id: number): Promise<LeadRow | undefined> {
    return this.db
      .select()
      .from(contractingLeads)
      .where(eq(contractingLeads.id, id))
      .then((rows) => rows[0]);
  }

  /** The customer's most recently changed unconfirmed lead of that wizard. */
  async latestOpen(customerId: number, type: TContractingType): Promise<LeadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contractingLeads)
      .where(and(eq(contractingLeads.customerId, customerId), eq(contractingLeads.type, type), isNull(contractingLeads.confirmedAt)))
      .orderBy(desc(contractingLeads.updatedAt), desc(contractingLeads.id))
      .limit(1);
    return row;
  }

  /**
   * Stages the new documents outside any transaction (db/staged-files.ts), then in one
   * transaction writes the lead (a new one, or the stored one locked and its sections merged
   * over), links the documents and removes those it no longer names (replaced or dropped).
   */
  write(write: LeadWrite): Promise<LeadRow> {
    return storeFilesThen(this.db, 'contractingLead', write.files, (ids) =>
      this.db.transaction(async (tx) => {
        const given = write.sections(ids);
        let row: LeadRow | undefined;
        if (write.create) {
          const { written, ...create } = write.create;
          [row] = await tx
            .insert(contractingLeads)
            .values({
              ...create,
              customerId: write.customerId ?? null,
              language: write.language,
              step: write.step,
              data: given,
              ...columnsOf(given),
            })
            .returning();
          await written?.(tx, row!);
        } else {
          const [stored] = await tx.select().from(contractingLeads).where(eq(contractingLeads.id, write.leadId!)).for('update');
          if (!stored) throw new Error(`contracting lead ${write.leadId} vanished`);
          const data: TLeadSections = { ...(stored.data as TLeadSections), ...given };
          [row] = await tx
            .update(contractingLeads)
            .set({
              data,
              ...columnsOf(data),
              language: write.language,
              step: Math.max(stored.step, write.step),
              customerId: stored.customerId ?? write.customerId ?? null,
              updatedAt: sql`now()`,
            })
            .where(eq(contractingLeads.id, stored.id))
            .returning();
        }
        const lead = row!;
        await linkContractingLeadFiles(tx, ids, lead.id);
        const kept = referencedFileIds(lead.data as TLeadSections);
        await tx
          .delete(contractingLeadFiles)
          .where(and(eq(contractingLeadFiles.leadId, lead.id), kept.length > 0 ? notInArray(contractingLeadFiles.id, kept) : undefined));
        return lead;
      }),
    );
  }

  /** The lead's documents among `ids` (another lead's, or none, are simply not found). */
  filesOf(leadId: number, ids: readonly number[]): Promise<Array<{ id: number; field: string; filename: string }>> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: contractingLeadFiles.id, field: contractingLeadFiles.field, filename: contractingLeadFiles.filename })
      .from(contractingLeadFiles)
      .where(and(eq(contractingLeadFiles.leadId, leadId), inArray(contractingLeadFiles.id, [...ids])));
  }

  /** Whether the origin supplier list of that kind has entries (modules/comparator's table). */
  async originOffered(kind: 'electricity' | 'gas'): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(originSuppliers)
      .where(inArray(originSuppliers.kind, [kind, 'both']));
    return Number(row?.n ?? 0) > 0;
  }

  async originExists(id: number, kind: 'electricity' | 'gas'): Promise<boolean> {
    const [row] = await this.db
      .select({ id: originSuppliers.id })
      .from(originSuppliers)
      .where(and(eq(originSuppliers.id, id), inArray(originSuppliers.kind, [kind, 'both'])));
    return row !== undefined;
  }

  async tariff(id: number): Promise<{ id: number; name: string; kind: string } | undefined> {
    const [row] = await this.db.select({ id: tariffs.id, name: tariffs.name, kind: tariffs.kind }).from(tariffs).where(eq(tariffs.id, id));
    return row;
  }

  async offer(id: number): Promise<OfferRow | undefined> {
    const [row] = await this.db
      .select({
        id: productOffers.id,
        priceListId: productOffers.priceListId,
        priceListKind: priceLists.kind,
        tariffId: productOffers.tariffId,
        initialPayment: productOffers.initialPayment,
        active: productOffers.active,
      })
      .from(productOffers)
      .innerJoin(priceLists, eq(priceLists.id, productOffers.priceListId))
      .where(eq(productOffers.id, id));
    return row;
  }

  async distributorId(name: string): Promise<number | undefined> {
    if (!name) return undefined;
    const [row] = await this.db.select({ id: distributors.id }).from(distributors).where(eq(distributors.name, name));
    return row?.id;
  }

  /** Those of `vats` listed with unpaid debts (the demo's solvency source). */
  async defaulted(vats: readonly string[]): Promise<string[]> {
    if (vats.length === 0) return [];
    const rows = await this.db
      .select({ vat: defaultedTaxIds.vat })
      .from(defaultedTaxIds)
      .where(inArray(defaultedTaxIds.vat, [...vats]));
    return rows.map((row) => row.vat);
  }

  async customerByTaxId(taxId: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .select({ id: customers.id, taxId: customers.taxId, name: customers.name })
      .from(customers)
      .where(eq(customers.taxId, taxId));
    return row;
  }

  async customerOfUser(userId: number): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .select({ id: customers.id, taxId: customers.taxId, name: customers.name })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.id, userId));
    return row;
  }

  /** The lead locked for its confirmation's transaction: two confirmations at once make one contract. */
  async lockForConfirmation(tx: Executor, id: number): Promise<LeadRow | undefined> {
    const [row] = await tx.select().from(contractingLeads).where(eq(contractingLeads.id, id)).for('update');
    return row;
  }

  async markConfirmed(tx: Executor, id: number, done: { customerId: number | null; result: unknown }): Promise<void> {
    await tx
      .update(contractingLeads)
      .set({ confirmedAt: sql`now()`, updatedAt: sql`now()`, step: 5, result: done.result, customerId: done.customerId })
      .where(eq(contractingLeads.id, id));
  }

  /** A new key for the lead, only while the old one is still its key (a reminder's link works once). */
  async rekey(id: number, oldHash: string, newHash: string): Promise<boolean> {
    const rows = await this.db
      .update(contractingLeads)
      .set({ keyHash: newHash })
      .where(and(eq(contractingLeads.id, id), eq(contractingLeads.keyHash, oldHash), isNull(contractingLeads.confirmedAt)))
      .returning({ id: contractingLeads.id });
    return rows.length === 1;
  }

  /** Abandoned leads due their one reminder, oldest first (the partial index contracting_leads_reminder_idx). */
  dueReminders(now: Date, abandonedAfterMs: number, limit: number): Promise<LeadRow[]> {
    return this.db
      .select()
      .from(contractingLeads)
      .where(
        and(
          isNull(contractingLeads.confirmedAt),
          isNull(contractingLeads.reminderSentAt),
          eq(contractingLeads.leadsConsent, true),
          isNotNull(contractingLeads.email),
          ne(contractingLeads.email, ''),
          lt(contractingLeads.updatedAt, abandonedBefore(now, abandonedAfterMs)),
        ),
      )
      .orderBy(contractingLeads.updatedAt)
      .limit(limit);
  }

  /**
   * Claims the lead's reminder in the mail's transaction: only while none was sent and the lead
   * is still abandoned, so of two instances sweeping at once one sends it. Keeps updated_at (a
   * reminder is no change of the visitor's).
   */
  async claimReminder(tx: Executor, id: number, now: Date, abandonedAfterMs: number): Promise<boolean> {
    const rows = await tx
      .update(contractingLeads)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(contractingLeads.id, id),
          isNull(contractingLeads.reminderSentAt),
          isNull(contractingLeads.confirmedAt),
          lt(contractingLeads.updatedAt, abandonedBefore(now, abandonedAfterMs)),
        ),
      )
      .returning({ id: contractingLeads.id });
    return rows.length === 1;
  }

  /** Staff's page of leads, most recently changed first, and how many match. */
  async page(query: TStaffContractingLeadListQuery, now: Date, abandonedAfterMs: number): Promise<{ rows: LeadRow[]; total: number }> {
    const where = staffWhere(query, abandonedBefore(now, abandonedAfterMs));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contractingLeads)
        .where(where)
        .orderBy(desc(contractingLeads.updatedAt), desc(contractingLeads.id))
        .offset(query.offset)
        .limit(query.limit),
      this.db.select({ n: count() }).from(contractingLeads).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Staff's CSV: the leads of the filter in the list's order, up to `max`, each only with what the CSV shows. */
  async exportRows(
    filter: TStaffContractingLeadExportQuery,
    language: TLanguage,
    now: Date,
    abandonedAfterMs: number,
    max: number,
  ): Promise<LeadExportRow[]> {
    const rows = await this.db
      .select({
        id: contractingLeads.id,
        type: contractingLeads.type,
        step: contractingLeads.step,
        createdAt: contractingLeads.createdAt,
        updatedAt: contractingLeads.updatedAt,
        confirmedAt: contractingLeads.confirmedAt,
        reminderSentAt: contractingLeads.reminderSentAt,
        vat: contractingLeads.vat,
        email: contractingLeads.email,
        leadsConsent: contractingLeads.leadsConsent,
        customerId: contractingLeads.customerId,
        name: draftText('person,name'),
        surName1: draftText('person,surName1'),
        surName2: draftText('person,surName2'),
        company: draftTrue('person,company'),
        mobile: draftText('person,mobile'),
        installationCups: draftText('installation,cups'),
        hasGasContract: sql<boolean>`(${contractingLeads.data} -> 'gasContract') is not null`,
        includeGas: draftTrue('gasContract,includeGas'),
        gasCups: draftText('gasContract,cups'),
        electricityProduct: productName('contract', language),
        gasProduct: productName('gasContract', language),
      })
      .from(contractingLeads)
      .where(staffWhere(filter, abandonedBefore(now, abandonedAfterMs)))
      .orderBy(desc(contractingLeads.updatedAt), desc(contractingLeads.id))
      .limit(max);
    return rows.map(({ name, surName1, surName2, company, mobile, ...row }) => ({
      ...row,
      holder: { name, surName1, surName2, company, mobile },
    }));
  }
}

/** Staff's filter: the wizard, the state at `before` (abandoned: untouched since), the days started (Europe/Madrid, both included). */
function staffWhere(filter: Partial<TStaffContractingLeadExportQuery>, before: Date): SQL | undefined {
  return and(
    filter.type ? eq(contractingLeads.type, filter.type) : undefined,
    filter.state ? stateWhere(filter.state, before) : undefined,
    filter.from ? gte(contractingLeads.createdAt, sql`(${filter.from}::date::timestamp at time zone 'Europe/Madrid')`) : undefined,
    filter.to ? lt(contractingLeads.createdAt, sql`((${filter.to}::date + 1)::timestamp at time zone 'Europe/Madrid')`) : undefined,
  );
}

function stateWhere(state: TContractingLeadState, before: Date): SQL | undefined {
  switch (state) {
    case 'confirmed':
      return isNotNull(contractingLeads.confirmedAt);
    case 'abandoned':
      return and(isNull(contractingLeads.confirmedAt), lt(contractingLeads.updatedAt, before));
    case 'in_progress':
      return and(isNull(contractingLeads.confirmedAt), gte(contractingLeads.updatedAt, before));
  }
}
