import { caseNumber, madridDayOf, type TCaseOutcome } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { caseMessages, cases, contracts, customers, users } from '../../db/schema/index.ts';

/** The label staff answer under in the demo (the only thing a customer sees of them). */
export const DEMO_STAFF_LABEL = 'Atenció al client';

interface DemoCase {
  /** Days before the seed's day the customer filed it. */
  filedDaysAgo: number;
  categoryId: number;
  section: string;
  /** Index of the customer's open contract (by name) it is about, or null. */
  contract: number | null;
  subject: string;
  outcome: TCaseOutcome;
  /** The conversation, the customer's description first; days after filing. */
  messages: Array<{ author: 'customer' | 'staff'; afterDays: number; body: string }>;
}

/**
 * Two requests of the household persona (12345678Z) answered by customer service, so that the
 * mailbox of a fresh demo is not empty: one still open (staff asked for a photo of the meter),
 * one closed (accepted). Case texts are the customer's and staff's words, in the persona's
 * language (Catalan), not translated.
 */
export const DEMO_CASES: readonly DemoCase[] = [
  {
    filedDaysAgo: 40,
    categoryId: 11,
    section: 'contract_changes',
    contract: 0,
    subject: 'Canvi del dia de cobrament',
    outcome: 'accepted',
    messages: [
      {
        author: 'customer',
        afterDays: 0,
        body: 'Bon dia,\nvoldria que el rebut es carregués a principi de mes en lloc del dia 20. És possible?\nGràcies.',
      },
      {
        author: 'staff',
        afterDays: 2,
        body: 'Bon dia,\nhem canviat la data de càrrec: a partir de la propera factura el rebut es carregarà entre els dies 1 i 5 de cada mes.\nSalutacions.',
      },
    ],
  },
  {
    filedDaysAgo: 6,
    categoryId: 20,
    section: 'meter_readings',
    contract: 0,
    subject: 'Lectura estimada massa alta',
    outcome: 'additional_information_needed',
    messages: [
      {
        author: 'customer',
        afterDays: 0,
        body: "L'última factura té una lectura estimada molt més alta que el meu consum habitual. Podeu revisar-ho?",
      },
      {
        author: 'staff',
        afterDays: 1,
        body: 'Hola,\nper revisar la lectura ens caldria una foto del comptador on es vegin bé els dígits. Pots adjuntar-la en aquesta conversa.\nGràcies.',
      },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo cases of each customer of `taxIds` (the persona and its test copies), about its first
 * open contract by name; numbered from case_number_seq like any case. Runs in the seed's transaction,
 * on an empty database (seedIfEmpty), so it never writes them twice.
 */
export async function seedDemoCases(tx: Executor, taxIds: readonly string[], now: Date = new Date()): Promise<void> {
  if (taxIds.length === 0) return;
  const owners = await tx
    .select({ customerId: customers.id, userId: users.id })
    .from(customers)
    .innerJoin(users, eq(users.customerId, customers.id))
    .where(inArray(customers.taxId, [...taxIds]));
  for (const owner of owners) {
    const names = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.customerId, owner.customerId), eq(contracts.state, 'activa')))
      .orderBy(contracts.name);
    for (const demo of DEMO_CASES) {
      const filed = new Date(now.getTime() - demo.filedDaysAgo * DAY_MS);
      const result = await tx.execute(sql`select nextval('case_number_seq')::text as value`);
      const [next] = rowsOf<{ value: string }>(result);
      const last = demo.messages.at(-1)!;
      const [row] = await tx
        .insert(cases)
        .values({
          number: caseNumber('request', Number(madridDayOf(filed).slice(0, 4)), Number(next!.value)),
          kind: 'request',
          customerId: owner.customerId,
          userId: owner.userId,
          contractId: demo.contract === null ? null : (names[demo.contract]?.id ?? null),
          section: demo.section,
          categoryId: demo.categoryId,
          subject: demo.subject,
          description: demo.messages[0]!.body,
          outcome: demo.outcome,
          createdAt: filed,
          updatedAt: new Date(filed.getTime() + last.afterDays * DAY_MS),
        })
        .returning({ id: cases.id });
      await tx.insert(caseMessages).values(
        demo.messages.map((message) => ({
          caseId: row!.id,
          authorKind: message.author,
          userId: message.author === 'customer' ? owner.userId : null,
          staffLabel: message.author === 'staff' ? DEMO_STAFF_LABEL : null,
          body: message.body,
          createdAt: new Date(filed.getTime() + message.afterDays * DAY_MS),
        })),
      );
    }
  }
}
