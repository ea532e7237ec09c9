import {
  checkSettingsEdit,
  type TSettingsEditCheck,
  type TSettingsIssue,
  type TSettingsPatch,
  type TSettingsScope,
  ZSettingsDataSchema,
} from '@portal/domain';
import { z } from 'zod';

/**
 * A scope's JSON as typed in the console, read the way the API reads it: JSON, then the domain's
 * ZSettingsDataSchema (an object within the size bounds), then checkSettingsEdit against what is
 * stored (the settings the portal would read with it). The preview shows it, the form's check is
 * it, so nothing the API would refuse is sent, and the reasons are the API's own.
 */
export type TSettingsDraft =
  | { kind: 'unreadable'; messageKey: string }
  | { kind: 'checked'; data: TSettingsPatch; check: TSettingsEditCheck };

export function readSettingsDraft(
  scope: TSettingsScope,
  stored: Readonly<Record<TSettingsScope, TSettingsPatch>>,
  text: string,
): TSettingsDraft {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', messageKey: 'staff_settings_json_invalid' };
  }
  const parsed = ZSettingsDataSchema.safeParse(json);
  if (!parsed.success) {
    // The domain names these problems `settings_…`; the console's words for them are `staff_settings_…`.
    const key = parsed.error.issues[0]?.message ?? '';
    return { kind: 'unreadable', messageKey: /^settings_[a-z_]+$/.test(key) ? `staff_${key}` : 'staff_settings_json_invalid' };
  }
  return { kind: 'checked', data: parsed.data, check: checkSettingsEdit(scope, stored, parsed.data) };
}

/** The issues of a draft, none when it could not be read (its message says why). */
export const draftIssues = (draft: TSettingsDraft | undefined): TSettingsIssue[] => (draft?.kind === 'checked' ? draft.check.issues : []);

/** The editor's form: one text, refused with the draft's reason (unreadable, or settings the portal could not read). */
export function settingsDraftFormSchema(scope: TSettingsScope, stored: Readonly<Record<TSettingsScope, TSettingsPatch>>) {
  return z.object({ text: z.string() }).superRefine(({ text }, ctx) => {
    const draft = readSettingsDraft(scope, stored, text);
    if (draft.kind === 'unreadable') ctx.addIssue({ code: 'custom', path: ['text'], message: draft.messageKey });
    else if (draft.check.issues.length > 0) ctx.addIssue({ code: 'custom', path: ['text'], message: 'staff_settings_has_issues' });
  });
}
