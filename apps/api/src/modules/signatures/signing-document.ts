import { formatDateTime, formatPower, printableIban, type TLanguage } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { bankAccounts, contractedPowersInForce, contracts, priceLists, supplyPoints, tariffs } from '../../db/schema/index.ts';
import { drawLabelledRow, drawSectionTitle, PDF_MUTED, type PdfDocument, renderPdf } from '../../platform/documents/pdf.ts';
import type { SigningWithContract } from './repo.ts';
import { SIGNATURES_TEXTS } from './texts/index.ts';

/** What the document to sign shows: the contract as it stands and what the customer asks. */
export interface SigningFacts {
  cups: string;
  supplyAddress: string;
  tariff: string;
  priceList: string;
  powersW: number[];
  iban: string | null;
  /** The IBAN change's new account. */
  newIban: string | null;
}

/** The contract's facts the document prints (reads only: the tables are other modules'). */
export async function signingFacts(executor: Executor, signing: SigningWithContract): Promise<SigningFacts> {
  const [contract] = await executor
    .select({
      cups: supplyPoints.cups,
      supplyAddress: supplyPoints.fullAddress,
      tariff: tariffs.name,
      priceList: priceLists.nomComercial,
      priceListName: priceLists.name,
      iban: bankAccounts.iban,
    })
    .from(contracts)
    .leftJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .leftJoin(tariffs, eq(tariffs.id, contracts.tariffId))
    .leftJoin(priceLists, eq(priceLists.id, contracts.priceListId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, contracts.bankAccountId))
    .where(eq(contracts.id, signing.contractId));
  const powers = await executor
    .select({ powerW: contractedPowersInForce.powerW })
    .from(contractedPowersInForce)
    .where(eq(contractedPowersInForce.contractId, signing.contractId))
    .orderBy(asc(contractedPowersInForce.period));
  let newIban: string | null = null;
  if (signing.kind === 'iban' && signing.payload) {
    const [account] = await executor
      .select({ iban: bankAccounts.iban })
      .from(bankAccounts)
      .where(eq(bankAccounts.id, Number(signing.payload.bank_id)));
    newIban = account?.iban ?? null;
  }
  return {
    cups: contract?.cups ?? '',
    supplyAddress: contract?.supplyAddress ?? '',
    tariff: contract?.tariff ?? '',
    priceList: contract?.priceList || contract?.priceListName || '',
    powersW: powers.map((p) => p.powerW),
    iban: contract?.iban ?? null,
    newIban,
  };
}

const LEFT = 50;
const LABEL_WIDTH = 170;

/**
 * The PDF the customer reviews and signs, in their language: the contract, what is signed and
 * the declaration. Rendered once per request and kept (repo.keepDocument): its SHA-256 is what
 * the signature names, and the sealed PDF is these very bytes with the portal's seal added.
 */
export function renderSigningDocument(
  signing: SigningWithContract,
  facts: SigningFacts,
  language: TLanguage,
  organisation: string,
): Promise<Buffer> {
  const t = SIGNATURES_TEXTS[language];
  const kind = t.kinds[signing.kind];
  const powers = (watts: readonly number[]) =>
    watts
      .map((w, i) => ({ w, period: i + 1 }))
      .filter((p) => p.w > 0)
      .map((p) => `P${p.period} ${formatPower(p.w / 1000, language)}`)
      .join(' · ');
  return renderPdf({ title: t.pdf.title(kind), author: organisation, language }, (doc: PdfDocument) => {
    const width = doc.page.width - 100;
    const row = (label: string, value: string) =>
      drawLabelledRow(doc, label, value || '—', { left: LEFT, width, labelWidth: LABEL_WIDTH, gap: 3 });
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(t.pdf.title(kind), LEFT);
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(10).text(t.pdf.intro, LEFT, undefined, { width });

    drawSectionTitle(doc, t.pdf.contract, LEFT, width);
    row(t.pdf.contract, signing.contractName);
    row(t.pdf.customer, signing.customerName ?? '');
    row(t.pdf.taxId, signing.taxId ?? '');
    row(t.pdf.cups, facts.cups);
    row(t.pdf.supplyAddress, facts.supplyAddress);
    row(t.pdf.requestedOn, formatDateTime(signing.createdAt, language, 'Europe/Madrid'));

    drawSectionTitle(doc, t.pdf.request, LEFT, width);
    switch (signing.kind) {
      case 'iban':
        row(t.pdf.newIban, facts.newIban ? printableIban(facts.newIban) : '');
        break;
      case 'power': {
        const requested = Array.isArray(signing.payload?.powers_w) ? signing.payload.powers_w.map(Number) : [];
        row(t.pdf.powers, powers(facts.powersW));
        row(t.pdf.newPowers, powers(requested));
        break;
      }
      case 'no_cession_sips':
        doc.font('Helvetica').fontSize(10).fillColor('#000000').text(t.pdf.sipsStatement, LEFT, undefined, { width });
        break;
      case 'contract':
        row(t.pdf.tariff, facts.tariff);
        row(t.pdf.priceList, facts.priceList);
        row(t.pdf.powers, powers(facts.powersW));
        row(t.pdf.iban, facts.iban ? printableIban(facts.iban) : '');
        break;
    }

    doc.moveDown(1.5);
    doc.font('Helvetica').fontSize(9).fillColor('#000000').text(t.pdf.declaration, LEFT, undefined, { width });
    doc.moveDown(1);
    doc
      .fontSize(8)
      .fillColor(PDF_MUTED)
      .text(`${t.pdf.reference(signing.id)} · ${organisation}`, LEFT);
  });
}
