import {
  createStaffAccountEndpoint,
  exportStaffContractingLeadsEndpoint,
  exportStaffLeadsEndpoint,
  fillPath,
  getStaffCaseEndpoint,
  getStaffLeadInvoiceEndpoint,
  importOmipPricesEndpoint,
  listStaffAccountsEndpoint,
  listStaffCasesEndpoint,
  listStaffContractingLeadsEndpoint,
  listStaffLeadsEndpoint,
  listStaffTrailEndpoint,
  replyStaffCaseEndpoint,
  sendStaffContractingRemindersEndpoint,
  setStaffCaseOutcomeEndpoint,
  staffLoginEndpoint,
  type TAnyEndpoint,
  type TCaseOutcome,
  type TOmipImportReport,
  type TStaffAccountListResponse,
  type TStaffAccountView,
  type TStaffCaseChangeResponse,
  type TStaffCaseDetail,
  type TStaffCaseListQueryInput,
  type TStaffCaseListResponse,
  type TStaffContractingLeadExportQuery,
  type TStaffContractingLeadListQueryInput,
  type TStaffContractingLeadListResponse,
  type TStaffContractingRemindersResponse,
  type TStaffLeadFilter,
  type TStaffLeadListQueryInput,
  type TStaffLeadListResponse,
  type TStaffLoginResponse,
  type TStaffTrailQueryInput,
  type TStaffTrailResponse,
  updateStaffAccountEndpoint,
  ZOmipImportReportSchema,
  ZStaffAccountListResponseSchema,
  ZStaffAccountSchema,
  ZStaffCaseChangeResponseSchema,
  ZStaffCaseDetailSchema,
  ZStaffCaseListResponseSchema,
  ZStaffContractingLeadListResponseSchema,
  ZStaffContractingRemindersResponseSchema,
  ZStaffLeadListResponseSchema,
  ZStaffLoginResponseSchema,
  ZStaffTrailResponseSchema,
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

  /** Every staff account (a supervisor's token). */
  accounts(): Promise<TStaffAccountListResponse> {
    return this.call(listStaffAccountsEndpoint, ZStaffAccountListResponseSchema, {});
  }

  accountCreate(account: { email: string; label: string; role: string; password: string }): Promise<TStaffAccountView> {
    return this.call(createStaffAccountEndpoint, ZStaffAccountSchema, {}, account);
  }

  accountUpdate(id: string, change: { active?: boolean }): Promise<TStaffAccountView> {
    return this.call(updateStaffAccountEndpoint, ZStaffAccountSchema, { id }, change);
  }

  /** The trail of every action, filtered, newest first (docs/trail.md). */
  trail(query: TStaffTrailQueryInput = {}): Promise<TStaffTrailResponse> {
    return this.call(listStaffTrailEndpoint, ZStaffTrailResponseSchema, {}, undefined, query);
  }

  leads(query: TStaffLeadListQueryInput = {}): Promise<TStaffLeadListResponse> {
    return this.call(listStaffLeadsEndpoint, ZStaffLeadListResponseSchema, {}, undefined, query);
  }

  /** The leads as a CSV in `language` (its headers, dates and separator), as the portal writes it. */
  async leadsCsv(filter: Partial<TStaffLeadFilter>, language: string): Promise<Buffer> {
    return (await this.fetch(exportStaffLeadsEndpoint, {}, undefined, filter, { 'accept-language': language })).bytes;
  }

  /** A lead's invoice, as uploaded. */
  async leadInvoice(id: string): Promise<Buffer> {
    return (await this.fetch(getStaffLeadInvoiceEndpoint, { id })).bytes;
  }

  /** The contracting wizards' leads, most recently changed first. */
  contractingLeads(query: TStaffContractingLeadListQueryInput = {}): Promise<TStaffContractingLeadListResponse> {
    return this.call(listStaffContractingLeadsEndpoint, ZStaffContractingLeadListResponseSchema, {}, undefined, query);
  }

  /** The contracting leads as a CSV in `language` (its headers, words, dates and separator), as the portal writes it. */
  async contractingLeadsCsv(filter: TStaffContractingLeadExportQuery, language: string): Promise<Buffer> {
    return (await this.fetch(exportStaffContractingLeadsEndpoint, {}, undefined, filter, { 'accept-language': language })).bytes;
  }

  /** The abandoned leads' reminders, now. */
  contractingReminders(): Promise<TStaffContractingRemindersResponse> {
    return this.call(sendStaffContractingRemindersEndpoint, ZStaffContractingRemindersResponseSchema, {});
  }

  /** An OMIP settlement file's text into the running portal, which stores it and fires the alerts it crosses. */
  omipPrices(file: string): Promise<TOmipImportReport> {
    return this.call(importOmipPricesEndpoint, ZOmipImportReportSchema, {}, { file });
  }

  private async call<S extends z.ZodType>(
    endpoint: TAnyEndpoint,
    schema: S,
    params: Record<string, unknown>,
    body?: unknown,
    query?: Record<string, unknown>,
  ): Promise<z.output<S>> {
    const { bytes } = await this.fetch(endpoint, params, body, query);
    const text = bytes.toString('utf8');
    return schema.parse(text ? JSON.parse(text) : undefined);
  }

  /** One call: its answer's bytes, or a StaffApiError with the portal's code and field errors. */
  private async fetch(
    endpoint: TAnyEndpoint,
    params: Record<string, unknown>,
    body?: unknown,
    query?: Record<string, unknown>,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ bytes: Buffer }> {
    const version = Math.max(...endpoint.versions);
    const url = new URL(`${this.baseUrl.replace(/\/+$/, '')}/api/v${version}${fillPath(endpoint.path, params)}`);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
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
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) {
      let data: unknown;
      try {
        data = JSON.parse(bytes.toString('utf8'));
      } catch {
        data = undefined;
      }
      const error = (data ?? {}) as { code?: unknown; errors?: Record<string, string[]> };
      throw new StaffApiError(response.status, typeof error.code === 'string' ? error.code : 'http_error', error.errors);
    }
    return { bytes };
  }
}
