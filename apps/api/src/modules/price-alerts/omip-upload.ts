import { OmipHeaderError, type TOmipImportReport } from '@portal/domain';
import { z } from 'zod';
import { ApiError, apiErrorWith } from '../../platform/http/errors.ts';
import type { PriceAlertsService } from './service.ts';

/**
 * An OMIP file posted whole in a JSON body (staff's and the integration API's import calls):
 * bounded by the contract (OMIP_IMPORT_MAX_CHARS), so held whole; a file whose header is not
 * OMIP's is a 400 omip_file_unreadable with the reason in `detail`.
 */
export async function importOmipUpload(priceAlerts: Pick<PriceAlertsService, 'importLines'>, file: string): Promise<TOmipImportReport> {
  try {
    // The last line's end is not one more line.
    return await priceAlerts.importLines(file.replace(/\r?\n$/, '').split(/\r?\n/));
  } catch (error) {
    if (error instanceof OmipHeaderError)
      throw new ApiError(400, 'omip_file_unreadable', 'omip_file_unreadable', { body: { detail: error.message } });
    throw error;
  }
}

/** The 400 of an OMIP upload carries the reason (`detail`): the routes' errorSchemas. */
export const OMIP_UPLOAD_ERROR_SCHEMAS = { 400: apiErrorWith({ detail: z.string().optional() }) };
