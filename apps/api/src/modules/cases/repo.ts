import { caseNumber, type TCaseKind, type TCaseOutcome } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { caseMessages, cases } from '../../db/schema/index.ts';
import { linkCaseFiles } from '../../db/staged-files.ts';
import type { NewCase, OpenedCase } from './case-rows.ts';

/**
 * The writes of cases and their conversations, the only ones in the portal: every method runs in
 * the caller's transaction, after the case's row is locked where a change depends on its state.
 */
export class CasesRepo {
  /**
   * The case, numbered from case_number_seq (one sequence for every kind: `ATC-2026-000123`,
   * `CON-2026-000124`), with its first message (the description as the customer wrote it) and
   * the files of that message, staged before (db/staged-files.ts).
   */
  async create(tx: Executor, request: NewCase, year: number, fileIds: readonly number[]): Promise<OpenedCase> {
    const result = await tx.execute(sql`select nextval('case_number_seq')::text as value`);
    const [next] = rowsOf<{ value: string }>(result);
    const number = caseNumber(request.kind, year, Number(next!.value));
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

  /**
   * Locks the case's row for a change (a reply or an outcome), so two changes of one case come
   * one after the other and a reply never lands on a case staff closed meanwhile.
   */
  async lockCase(
    tx: Executor,
    by: { id: number } | { number: string },
  ): Promise<{ id: number; kind: TCaseKind; outcome: TCaseOutcome; customerId: number | null } | undefined> {
    const [row] = await tx
      .select({ id: cases.id, kind: cases.kind, outcome: cases.outcome, customerId: cases.customerId })
      .from(cases)
      .where('id' in by ? eq(cases.id, by.id) : eq(cases.number, by.number))
      .for('update');
    return row;
  }

  /**
   * A customer's message with its files (staged before, linked here), and the case's last
   * activity moved to it; `outcome` is the case's outcome after the message (outcomeAfterCustomerMessage).
   */
  async addCustomerMessage(
    tx: Executor,
    caseId: number,
    userId: number,
    body: string,
    fileIds: readonly number[],
    outcome: TCaseOutcome,
  ): Promise<number> {
    const [message] = await tx
      .insert(caseMessages)
      .values({ caseId, authorKind: 'customer', userId, body })
      .returning({ id: caseMessages.id, createdAt: caseMessages.createdAt });
    const messageId = message!.id;
    await linkCaseFiles(tx, fileIds, caseId, messageId);
    await tx.update(cases).set({ outcome, updatedAt: message!.createdAt }).where(eq(cases.id, caseId));
    return messageId;
  }

  /** A staff message, signed with the account's label only, with its staged files, and the case's last activity moved to now. */
  async addStaffMessage(tx: Executor, caseId: number, label: string, body: string, fileIds: readonly number[]): Promise<number> {
    const [message] = await tx
      .insert(caseMessages)
      .values({ caseId, authorKind: 'staff', staffLabel: label, body })
      .returning({ id: caseMessages.id });
    await linkCaseFiles(tx, fileIds, caseId, message!.id);
    await tx.update(cases).set({ updatedAt: sql`now()` }).where(eq(cases.id, caseId));
    return message!.id;
  }

  async setOutcome(tx: Executor, caseId: number, outcome: TCaseOutcome): Promise<void> {
    await tx.update(cases).set({ outcome, updatedAt: sql`now()` }).where(eq(cases.id, caseId));
  }

  /** The customer opened case `caseId`'s conversation now: what staff wrote before is read. */
  async markReadByCustomer(tx: Executor, caseId: number, at: Date): Promise<void> {
    await tx.update(cases).set({ customerReadAt: at }).where(eq(cases.id, caseId));
  }
}
