/**
 * Invalid billing input. The code is a snake_case message key so callers (API, seed) can report it
 * as-is; the detail names the field for developers and never reaches a customer screen.
 */
export class BillingInputError extends Error {
  readonly code: string;

  constructor(code: string, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'BillingInputError';
    this.code = code;
  }
}
