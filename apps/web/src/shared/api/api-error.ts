/**
 * A failed call, in the API's error shape ({ code, message, errors? }) plus the HTTP status.
 * `message` is a message key the catalogues translate. Status 0 means no answer (network).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;
  /** The parsed error body, for calls whose failures carry more fields (status: 'ERROR'). */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, errors?: Record<string, string[]>, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Status of any error: an ApiError's, else undefined (a bug, not an HTTP answer). */
export const errorStatus = (error: unknown): number | undefined => (isApiError(error) ? error.status : undefined);
