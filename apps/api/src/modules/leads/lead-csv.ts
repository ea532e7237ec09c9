import { csvField, csvLine, formatShortDateTime, type TLanguage } from '@portal/domain';
import { leadPayloadText } from './lead-payload-text.ts';
import type { LeadRow } from './repo.ts';
import { LEADS_TEXTS } from './texts/index.ts';

/** A UTF-8 byte order mark: spreadsheets on Windows otherwise read the accents as another encoding. */
const BOM = '\ufeff';

/**
 * The staff's export of leads (docs/leads.md): every field of each lead, one a line, as a
 * spreadsheet of `language` opens it (formatting/csv.ts: its separator, quoting, no formula
 * starts; dates in its digits, Europe/Madrid time). The payload as `key: value` pairs in one cell.
 */
export function leadsCsv(rows: readonly LeadRow[], language: TLanguage): string {
  const t = LEADS_TEXTS[language];
  const f = t.fields;
  const header = [
    f.id,
    f.createdAt,
    f.kind,
    f.mode,
    f.name,
    f.surname1,
    f.surname2,
    f.email,
    f.telephone,
    f.contactHours,
    f.consent,
    f.language,
    f.cups,
    f.invoice,
    f.payload,
  ].map(csvField);
  const lines = rows.map((row) =>
    csvLine(
      [
        String(row.id),
        csvField(formatShortDateTime(row.createdAt, language, 'Europe/Madrid')),
        csvField(t.kinds[row.kind]),
        csvField(t.modes[row.mode]),
        csvField(row.name),
        csvField(row.surname1),
        csvField(row.surname2 ?? ''),
        csvField(row.email),
        csvField(row.telephone),
        csvField(row.contactHours),
        csvField(row.consent ? t.yes : t.no),
        csvField(row.language),
        csvField(row.cups),
        csvField(row.invoice?.filename ?? ''),
        csvField(leadPayloadText(row.payload, '; ')),
      ],
      language,
    ),
  );
  return BOM + csvLine(header, language) + lines.join('');
}
