import { isApiError } from '../api/api-error.ts';
import { GENERIC_MESSAGE_KEY } from '../i18n/message-text.ts';

/** How a form reads the server's refusals: which API fields it shows, which are files, which refusals have their own words. */
export interface TServerErrorPlan {
  /**
   * The form's fields by their API names: a list where the names are the same, a map where they
   * differ (`{ power_p1: 'power' }`). Errors of other fields go to the general message.
   */
  fields: readonly string[] | Readonly<Record<string, string>>;
  /** API names of the file fields: their errors, and a file refusal without fields, go under the picker. */
  files?: readonly string[];
  /**
   * Refusals with a message of their own, by status (`'429'`) or status and code
   * (`'409:change_waiting_for_signature'`, which wins over the status alone).
   */
  refusals?: Readonly<Record<string, string>>;
  /** The message of any other refusal; by default the server's own message key. */
  otherwise?: string;
  /** The message of a field error the form does not show; by default its own key (a change dialog's tariff choice: the generic one). */
  unplaced?: string;
  /** Said above the form as well when the server's field errors are placed (a password change's `validation_error`). */
  withFields?: string;
}

/** A failed call, sorted: message keys under fields (form names), under the file picker, and above the form. */
export interface TServerErrors {
  fields: Record<string, string>;
  files?: string;
  /** The quota an over-quota refusal named (its limit_mb), in bytes, for the picker's message. */
  quotaBytes?: number;
  general?: string;
}

/** Refusals about the files that name no field: shown under the picker. */
const FILE_CODES = new Set(['files_too_many', 'invalid_attachment_format', 'file_too_large', 'attachments_quota_exceeded']);

const formFieldOf = (fields: TServerErrorPlan['fields'], apiField: string): string | undefined =>
  Array.isArray(fields) ? (fields.includes(apiField) ? apiField : undefined) : (fields as Record<string, string>)[apiField];

function quotaOf(body: unknown): number | undefined {
  const limitMb = (body as { limit_mb?: unknown } | undefined)?.limit_mb;
  return typeof limitMb === 'number' ? limitMb * 1_000_000 : undefined;
}

/**
 * Where a failed send's messages go (customer-area §8; visitor-and-shell §7: "400 carries errors
 * per field, shown under the fields"): a refusal with its own words above the form; the server's
 * field errors under the form's fields and the files' under the picker, any other field's above
 * the form (the first of them); a file refusal under the picker; anything else the server's message, or the plan's
 * `otherwise`, or message_cant_do_operation when there was no answer at all.
 */
export function sortServerErrors(error: unknown, plan: TServerErrorPlan): TServerErrors {
  if (!isApiError(error)) return { fields: {}, general: plan.otherwise ?? GENERIC_MESSAGE_KEY };
  const sorted: TServerErrors = { fields: {} };
  const quotaBytes = error.code === 'attachments_quota_exceeded' ? quotaOf(error.body) : undefined;
  if (quotaBytes !== undefined) sorted.quotaBytes = quotaBytes;
  const refusal = plan.refusals?.[`${error.status}:${error.code}`] ?? plan.refusals?.[String(error.status)];
  if (refusal) return { ...sorted, general: refusal };
  const files = plan.files ?? [];
  const entries = Object.entries(error.errors ?? {});
  if (entries.length > 0) {
    for (const [apiField, keys] of entries) {
      const key = keys[0] ?? GENERIC_MESSAGE_KEY;
      const field = formFieldOf(plan.fields, apiField);
      if (files.includes(apiField)) sorted.files = key;
      else if (field) sorted.fields[field] = key;
      else sorted.general ??= plan.unplaced ?? key;
    }
    if (plan.withFields && Object.keys(sorted.fields).length > 0) sorted.general ??= plan.withFields;
    return sorted;
  }
  if (files.length > 0 && FILE_CODES.has(error.code)) return { ...sorted, files: error.code };
  return { ...sorted, general: plan.otherwise ?? (error.message || GENERIC_MESSAGE_KEY) };
}
