import {
  csvField,
  csvLine,
  type TLanguage,
  type TStaffTrailQuery,
  type TStaffTrailResponse,
  type TTrailDownloadFormat,
  type TTrailQuery,
  type TTrailResponse,
  trailHeader,
  trailRows,
} from '@portal/domain';
import { xlsxOf } from '../../platform/documents/spreadsheet.ts';
import type { TrailRepo } from './repo.ts';
import { TRAIL_LABELS } from './texts/index.ts';

const BOM = '\ufeff';

/** The file of a download, as endpointRoute sends it (platform/http/file-reply.ts). */
export interface TrailFile {
  bytes: Uint8Array | string;
  filename: string;
  type: string;
}

/** The trail's reads (docs/trail.md): the customer's own, paged and downloaded; staff's, filtered. */
export class TrailService {
  constructor(private readonly repo: TrailRepo) {}

  async own(userId: number, query: TTrailQuery): Promise<TTrailResponse> {
    const { rows, total } = await this.repo.ownPage(userId, query.offset, query.limit);
    return { items: rows, total, offset: query.offset, limit: query.limit };
  }

  async staffList(query: TStaffTrailQuery): Promise<TStaffTrailResponse> {
    const { rows, total } = await this.repo.staffPage(query);
    return { items: rows, total, offset: query.offset, limit: query.limit };
  }

  /**
   * The customer's whole trail as a file, the GDPR right of access: the domain's trailRows in the
   * language's words, as a CSV a spreadsheet of the language opens as columns, or an .xlsx (the
   * moment as the language writes it, to the minute: a sheet's date cells hold days).
   */
  async download(userId: number, format: TTrailDownloadFormat, language: TLanguage): Promise<TrailFile> {
    const labels = TRAIL_LABELS[language];
    const rows = trailRows(await this.repo.ownAll(userId), labels, language);
    const header = trailHeader(labels);
    const name = labels.fileName;
    if (format === 'xlsx') {
      const bytes = await xlsxOf([
        {
          name: labels.sheet,
          columns: header.map((h) => ({ header: h, kind: 'text' as const })),
          rows: rows.map((r) => [r.atText, r.action, r.actor, r.subject, r.address, r.changes]),
        },
      ]);
      return { bytes, filename: `${name}.xlsx`, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    }
    let csv = csvLine(header.map(csvField), language);
    for (const r of rows) csv += csvLine([r.atText, r.action, r.actor, r.subject, r.address, r.changes].map(csvField), language);
    return { bytes: `${BOM}${csv}`, filename: `${name}.csv`, type: 'text/csv; charset=utf-8' };
  }
}
