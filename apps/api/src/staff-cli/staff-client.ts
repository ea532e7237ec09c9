import {
  fillPath,
  getStaffCaseEndpoint,
  listStaffCasesEndpoint,
  replyStaffCaseEndpoint,
  setStaffCaseOutcomeEndpoint,
  staffLoginEndpoint,
  type TAnyEndpoint,
  type TCaseOutcome,
  type TStaffCaseChangeResponse,
  type TStaffCaseDetail,
  type TStaffCaseListQueryInput,
  type TStaffCaseListResponse,
  type TStaffLoginResponse,
  ZStaffCaseChangeResponseSchema,
  ZStaffCaseDetailSchema,
  ZStaffCaseListResponseSchema,
  ZStaffLoginResponseSchema,
} from '@portal/domain';
import type { z } from 'zod';

/** An answer of the portal that is not a success: its status and { code, message, errors }. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly errors: Record<string, string[]> | undefined,
  ) {
    super(`${status} ${code}`);
    this.name = 'StaffApiError';
  }
}

/** The portal could not be reached at all (not running, wrong PORTAL_URL). */
export class PortalUnreachableError extends Error {}

/**
 * The staff API over HTTP, for `npm run staff`: paths and answers from the same endpoint
 * contracts the API registers (packages/domain/src/staff), so the CLI cannot drift from it.
 * Over HTTP, not the database: the embedded PGlite opens in one process only, the portal's.
 */
export class StaffClient {
  private token: string | undefined;

  constructor(
    private readonly baseUrl: string,
    token?: string,
  ) {
    this.token = token;
  }

  useToken(token: string): void {
    this.token = token;
  }

  async login(email: string, password: string): Promise<TStaffLoginResponse> {
    const answer = await this.call(staffLoginEndpoint, ZStaffLoginResponseSchema, {}, { email, password });
    this.token = answer.token;
    return answer;
  }

  cases(query: TStaffCaseListQueryInput = {}): Promise<TStaffCaseListResponse> {
    return this.call(listStaffCasesEndpoint, ZStaffCaseListResponseSchema, {}, undefined, query);
  }

  show(number: string): Promise<TStaffCaseDetail> {
    return this.call(getStaffCaseEndpoint, ZStaffCaseDetailSchema, { number });
  }

  reply(number: string, body: string): Promise<TStaffCaseChangeResponse> {
    return this.call(replyStaffCaseEndpoint, ZStaffCaseChangeResponseSchema, { number }, { body });
  }

  outcome(number: string, outcome: TCaseOutcome | string): Promise<TStaffCaseChangeResponse> {
    return this.call(setStaffCaseOutcomeEndpoint, ZStaffCaseChangeResponseSchema, { number }, { outcome });
  }

  private async call<S extends z.ZodType>(
    endpoint: TAnyEndpoint,
    schema: S,
    params: Record<string, unknown>,
    body?: unknown,
    query?: Record<string, unknown>,
  ): Promise<z.output<S>> {
    const version = Math.max(...endpoint.versions);
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}/api/v${version}${fillPath(endpoint.path, params)}`);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, { method: endpoint.method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    } catch (error) {
      throw new PortalUnreachableError(
        `cannot reach the portal at ${this.baseUrl} (${(error as Error).cause ?? (error as Error).message})`,
      );
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!response.ok) {
      const error = (data ?? {}) as { code?: unknown; errors?: Record<string, string[]> };
      throw new StaffApiError(response.status, typeof error.code === 'string' ? error.code : 'http_error', error.errors);
    }
    return schema.parse(data);
  }
}
