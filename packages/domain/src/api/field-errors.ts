/**
 * Turning schema issues into the `errors` of the API error shape ({ field: [message_key] }).
 * Shared so the API answers exactly the keys the web's catalogues translate, whether a rule
 * came with its own key (custom messages of our schemas) or is a generic zod rule.
 */
export interface TIssueLike {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  minimum?: number | bigint;
  origin?: string;
}

export const VALIDATION_ERROR = 'validation_error';

/** Generic keys for rules that carry no key of their own. */
export const FIELD_ERROR_KEYS = {
  required: 'required_field',
  tooShort: 'field_too_short',
  tooLong: 'field_too_long',
  format: 'field_invalid_format',
  unknown: 'field_unknown',
  invalid: 'field_invalid',
} as const;

// Our schemas put message keys (snake_case) in custom messages; zod's defaults are sentences.
const MESSAGE_KEY = /^[a-z][a-z0-9_.]*$/;

export function issueMessageKey(issue: TIssueLike): string {
  if (MESSAGE_KEY.test(issue.message)) return issue.message;
  switch (issue.code) {
    // visitor-and-shell §8: an invalid type or enum input reads as "required field".
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
      return FIELD_ERROR_KEYS.required;
    case 'too_small': {
      const emptyIsTooSmall = issue.origin === 'string' || issue.origin === 'array';
      return emptyIsTooSmall && Number(issue.minimum ?? 0) <= 1 ? FIELD_ERROR_KEYS.required : FIELD_ERROR_KEYS.tooShort;
    }
    case 'too_big':
      return FIELD_ERROR_KEYS.tooLong;
    case 'invalid_format':
      return FIELD_ERROR_KEYS.format;
    case 'unrecognized_keys':
      return FIELD_ERROR_KEYS.unknown;
    default:
      return FIELD_ERROR_KEYS.invalid;
  }
}

/**
 * Field errors keyed by dotted path; issues about the whole payload go under `rootField`.
 * Keys are deduplicated and keep the order in which rules failed.
 */
export function fieldErrorsFromIssues(issues: readonly TIssueLike[], rootField = '_'): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : rootField;
    const key = issueMessageKey(issue);
    const list = errors[field] ?? [];
    if (!list.includes(key)) list.push(key);
    errors[field] = list;
  }
  return errors;
}
