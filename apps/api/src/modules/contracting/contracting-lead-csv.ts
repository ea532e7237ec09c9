import { csvField, csvLine, formatShortDateTime, type TContractingLeadState, type TLanguage, type TLeadStepName } from '@portal/domain';
import type { LeadExportRow } from './repo.ts';
import { CONTRACTING_TEXTS } from './texts/index.ts';

/** A UTF-8 byte order mark: spreadsheets on Windows otherwise read the accents as another encoding. */
const BOM = '\ufeff';

/** A lead of the CSV: its row and its state at the time of the export (the domain's contractingLeadState). */
export type ContractingLeadCsvRow = LeadExportRow & { state: TContractingLeadState };

/** The wizard's step of each step number (§4.3); 3 is the contract or the gas contract, by the wizard. */
const STEP_OF: Partial<Record<number, TLeadStepName>> = { 1: 'installation', 2: 'person', 4: 'payment', 5: 'confirmation' };

/** The step a lead reached, as the wizard names it: "2. Holder"; the number alone for one no wizard has. */
function stepText(row: ContractingLeadCsvRow, steps: Record<TLeadStepName, string>): string {
  // Dual goes contract then gas contract, both step 3: a stored gas contract is the later one.
  const third = row.type === 'gas' || (row.type === 'dual' && row.hasGasContract) ? 'gasContract' : 'contract';
  const step = row.step === 3 ? third : STEP_OF[row.step];
  return step ? `${row.step}. ${steps[step]}` : String(row.step);
}

/** The holder as named on the person step: a company by its name, a person by name and surnames. */
function holderName({ name, surName1, surName2, company }: LeadExportRow['holder']): string {
  const parts = company ? [name] : [name, surName1, surName2];
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** The supplies' CUPS: electricity's is the installation's (not in gas); gas's the gas step's, else a gas wizard's installation. */
function cupsOf(row: LeadExportRow): { electricity: string; gas: string } {
  const installation = row.installationCups ?? '';
  return {
    electricity: row.type === 'gas' ? '' : installation,
    gas: (row.includeGas ? row.gasCups : null) ?? (row.type === 'gas' ? installation : ''),
  };
}

/**
 * Staff's export of the contracting leads (docs/contracting.md, "Staff"): one lead a line, as a
 * spreadsheet of `language` opens it (formatting/csv.ts: its separator, quoting, no formula
 * starts: every text is the visitor's, so every text goes through csvField); dates in its
 * digits, Europe/Madrid time. The customer only once confirmed: before, it is at most who posted.
 */
export function contractingLeadsCsv(rows: readonly ContractingLeadCsvRow[], language: TLanguage): string {
  const t = CONTRACTING_TEXTS[language].csv;
  const h = t.headers;
  const header = [
    h.id,
    h.type,
    h.step,
    h.state,
    h.createdAt,
    h.updatedAt,
    h.vat,
    h.holder,
    h.email,
    h.mobile,
    h.electricityCups,
    h.gasCups,
    h.electricityProduct,
    h.gasProduct,
    h.leadsConsent,
    h.reminded,
    h.customer,
  ].map(csvField);
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const lines = rows.map((row) => {
    const cups = cupsOf(row);
    return csvLine(
      [
        String(row.id),
        csvField(t.types[row.type]),
        csvField(stepText(row, t.steps)),
        csvField(t.states[row.state]),
        csvField(formatShortDateTime(row.createdAt, language, 'Europe/Madrid')),
        csvField(formatShortDateTime(row.updatedAt, language, 'Europe/Madrid')),
        csvField(row.vat ?? ''),
        csvField(holderName(row.holder)),
        csvField(row.email ?? ''),
        csvField(row.holder.mobile ?? ''),
        csvField(cups.electricity),
        csvField(cups.gas),
        csvField(row.type === 'gas' ? '' : (row.electricityProduct ?? '')),
        csvField(row.includeGas ? (row.gasProduct ?? '') : ''),
        csvField(yesNo(row.leadsConsent)),
        csvField(yesNo(row.reminderSentAt !== null)),
        row.state === 'confirmed' && row.customerId !== null ? String(row.customerId) : '',
      ],
      language,
    );
  });
  return BOM + csvLine(header, language) + lines.join('');
}
