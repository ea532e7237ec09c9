import type { TCaseKind, TLanguage } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { addressUploadBytes, customerUploadBytes, lockAddressUploadBytes, lockCustomerUploadBytes } from '../../db/customer-uploads.ts';
import type { Database, Executor } from '../../db/database.ts';
import { atcSubtypeDescriptions, atcSubtypes, atcTypeLabels, atcTypes, caseMessages, cases } from '../../db/schema/index.ts';
import { linkCaseFiles, storeFilesThen } from '../../db/staged-files.ts';
import type { UploadedFile } from '../../platform/uploads/uploads.ts';

export interface NewCase {
  kind: TCaseKind;
  number: (sequence: number) => string;
  /** Null only for a visitor's unsigned contact, as userId. */
  customerId: number | null;
  userId: number | null;
  contractId: number | null;
  atcTypeId?: number;
  atcSubtypeId?: number;
  categoryId?: number;
  section?: string;
  /** A visitor's e-mail and mobile (unsigned contact). */
  contactEmail?: string;
  contactMobile?: string;
  /** The client address a visitor's unsigned contact came from (its per-address quota). */
  clientAddress?: string;
  /** The autoreads mode's reading, in kWh. */
  meterReadingKwh?: number;
  subject: string;
  description: string;
}

/** SQL of cases and their reference data. */
export class CustomerServiceRepo {
  constructor(private readonly db: Database) {}

  /** The ATC types with their labels in `language`, in the retailer's order. */
  types(language: TLanguage): Promise<Array<{ id: number; label: string }>> {
    return this.db
      .select({ id: atcTypes.id, label: sql<string>`coalesce(${atcTypeLabels.label}, ${atcTypes.code})` })
      .from(atcTypes)
      .leftJoin(atcTypeLabels, and(eq(atcTypeLabels.typeId, atcTypes.id), eq(atcTypeLabels.language, language)))
      .orderBy(asc(atcTypes.position), asc(atcTypes.id));
  }

  async typeExists(typeId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: atcTypes.id }).from(atcTypes).where(eq(atcTypes.id, typeId));
    return row !== undefined;
  }

  /** The subtypes of one type: name and description in `language`. */
  subtypes(typeId: number, language: TLanguage): Promise<Array<{ name: string; desc: string }>> {
    return this.db
      .select({ name: atcSubtypes.name, desc: sql<string>`coalesce(${atcSubtypeDescriptions.description}, ${atcSubtypes.name})` })
      .from(atcSubtypes)
      .leftJoin(
        atcSubtypeDescriptions,
        and(eq(atcSubtypeDescriptions.subtypeId, atcSubtypes.id), eq(atcSubtypeDescriptions.language, language)),
      )
      .where(eq(atcSubtypes.typeId, typeId))
      .orderBy(asc(atcSubtypes.position), asc(atcSubtypes.id));
  }

  /** The id of the subtype `name` of type `typeId`, or undefined (unknown, or a subtype of another type). */
  async subtypeOf(typeId: number, name: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: atcSubtypes.id })
      .from(atcSubtypes)
      .where(and(eq(atcSubtypes.typeId, typeId), eq(atcSubtypes.name, name)));
    return row?.id;
  }

  /** Bytes the customer has uploaded, their row locked (the quota: db/customer-uploads.ts). */
  lockCustomerUploads(tx: Executor, customerId: number): Promise<number> {
    return lockCustomerUploadBytes(tx, customerId);
  }

  /** The same without the lock: the quick refusal before any byte is written. */
  customerUploads(customerId: number): Promise<number> {
    return customerUploadBytes(this.db, customerId);
  }

  /** Bytes the unsigned contacts of a client address stored since `since`, the address locked for the transaction. */
  lockAddressUploads(tx: Executor, address: string, since: Date): Promise<number> {
    return lockAddressUploadBytes(tx, address, since);
  }

  /** The same without the lock: the quick refusal before any byte is written. */
  addressUploads(address: string, since: Date): Promise<number> {
    return addressUploadBytes(this.db, address, since);
  }

  /**
   * Writes the files of a case outside any transaction, chunk by chunk, where no reader sees them
   * yet, then runs `commit` with their ids: its transaction links them (createCase,
   * addCustomerMessage), so the case shows all its files or none (db/staged-files.ts).
   */
  storeFiles<T>(files: readonly UploadedFile[], commit: (fileIds: number[]) => Promise<T>): Promise<T> {
    return storeFilesThen(this.db, 'case', files, commit);
  }

  /**
   * The case, numbered from case_number_seq, with its first message (the description as the
   * customer wrote it) and the files of that message, written before by storeFiles. Runs in the
   * caller's transaction.
   */
  async createCase(tx: Executor, request: NewCase, fileIds: readonly number[]): Promise<{ id: number; number: string }> {
    const result = await tx.execute(sql`select nextval('case_number_seq')::text as value`);
    const [next] = (result as unknown as { rows: Array<{ value: string }> }).rows;
    const number = request.number(Number(next!.value));
    const [row] = await tx
      .insert(cases)
      .values({
        number,
        kind: request.kind,
        customerId: request.customerId,
        userId: request.userId,
        contractId: request.contractId,
        atcTypeId: request.atcTypeId ?? null,
        atcSubtypeId: request.atcSubtypeId ?? null,
        categoryId: request.categoryId ?? null,
        section: request.section ?? null,
        contactEmail: request.contactEmail ?? null,
        contactMobile: request.contactMobile ?? null,
        clientAddress: request.clientAddress ?? null,
        meterReadingKwh: request.meterReadingKwh ?? null,
        subject: request.subject,
        description: request.description,
      })
      .returning({ id: cases.id });
    const caseId = row!.id;
    const [message] = await tx
      .insert(caseMessages)
      .values({ caseId, authorKind: 'customer', userId: request.userId, body: request.description })
      .returning({ id: caseMessages.id });
    await linkCaseFiles(tx, fileIds, caseId, message!.id);
    return { id: caseId, number };
  }
}
