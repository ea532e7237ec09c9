import {
  CONTRACTING_LEAD_ABANDONED_AFTER_MS,
  contractingConfigOf,
  contractingLeadState,
  LEAD_STEP_NUMBERS,
  type TConfirmResult,
  type TContractingConfig,
  type TContractingLeadRequest,
  type TContractingLeadResponse,
  type TContractingType,
  type TLanguage,
  type TLeadDraft,
  type TPersonStep,
  type TSettings,
  type TStaffContractingLead,
  type TStaffContractingLeadExportQuery,
  type TStaffContractingLeadListQuery,
  type TStaffContractingLeadListResponse,
  type TTokenClaims,
  VALIDATION_ERROR,
  ZWizardVatSchema,
} from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { type UploadGate, type UploadOwner, uploaderAddress } from '../../platform/uploads/upload-gate.ts';
import type { SettingsService } from '../settings/index.ts';
import type { LeadConfirmation, TConfirmedSections } from './confirmation.ts';
import { contractingLeadsCsv } from './contracting-lead-csv.ts';
import type { IdentityCheck } from './identity-check.ts';
import { type LeadAccess, leadNotFound, type TCookieOf, type Who } from './lead-access.ts';
import { type LeadChecksDeps, leadProblems } from './lead-checks.ts';
import { newLeadKey } from './lead-cookie.ts';
import { fileRefs, invalidFile, MAX_FILES_PER_POST, newRefs, storedRefs, withDecodedFiles, withFileIds } from './lead-files.ts';
import { LEAD_SECTIONS, sectionsAt, sectionsBefore, sectionsOf, type TLeadSection, type TLeadSections } from './lead-steps.ts';
import { type TValidationContext, validateSections } from './lead-validation.ts';
import type { ContractingRepo, LeadRow } from './repo.ts';
import { resumeTokenLead, resumeTokenValid } from './resume-token.ts';
import { type SolvencyService, scoreAll } from './solvency.ts';

const invalid = (errors: Record<string, string[]>) => new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors });
const stepMissing = (sections: readonly string[]) =>
  new ApiError(409, 'lead_step_missing', 'lead_step_missing', {
    errors: Object.fromEntries(sections.map((s) => [s, ['lead_step_missing']])),
  });
const resumeLinkInvalid = () => new ApiError(404, 'resume_link_invalid', 'resume_link_invalid');
/** The most rows one CSV holds, as the visitors' leads' (LEADS_EXPORT_MAX_ROWS): narrow the days for more. */
export const CONTRACTING_LEADS_EXPORT_MAX_ROWS = 100_000;
// Room for a post's fields beside its documents: the sections' texts are short (each bounded by its schema).
const FIELDS_BYTES = 256 * 1024;

/** The retailer's wizard rules (settings contractation.rules; docs/contracting.md). */
const configOf = (settings: TSettings): TContractingConfig => contractingConfigOf((settings.contractation as { rules?: unknown }).rules);

/** A company's business contract under halt-contractation stops after the person step (§2.3). */
const haltedFor = (config: TContractingConfig, sections: TLeadSections) => config.haltContractation && sections.person?.company === true;

/** The bytes a wizard's post may take: its most documents at the size limit, as base64 in JSON, and its fields. */
export function leadBodyLimit(fileLimitBytes: number): number {
  return MAX_FILES_PER_POST * (Math.ceil(fileLimitBytes / 3) * 4 + 1024) + FIELDS_BYTES;
}

/** The lead's tax ids the solvency check scores: the owner's and, for a company, its representative's. */
function holders(person: Record<string, unknown>): string[] {
  const vats = typeof person.vat === 'string' ? [person.vat] : [];
  const representative = ZWizardVatSchema.safeParse(person.vatRepresentante ?? '');
  if (person.company === true && representative.success) vats.push(representative.data);
  return vats;
}

export interface PostRequest {
  /** The wizards this call takes: leads takes electricity and dual, gas/leads gas. */
  accepts: readonly TContractingType[];
  body: TContractingLeadRequest;
  cookieOf: TCookieOf;
  identity: TTokenClaims | null;
  language: TLanguage;
  /** The client address: a visitor's uploads pass the upload gate by it. */
  address: string;
}

export interface ContractingServiceDeps {
  repo: ContractingRepo;
  access: LeadAccess;
  settings: Pick<SettingsService, 'privateSettings'>;
  checks: LeadChecksDeps;
  confirmation: LeadConfirmation;
  solvency: SolvencyService;
  identity: IdentityCheck;
  uploadGate: UploadGate;
  uploadTmpDir: string;
  tokenSecret: Uint8Array;
  /** The retailer's systems are told of each new lead (contracting_lead.created), in its transaction. */
  events?: OutgoingEvents;
  now?: () => Date;
}

/**
 * The contracting wizards' leads (visitor-and-shell §2.3, §3.9, §4.3, §5.6–§5.9, §7;
 * docs/contracting.md): each step stored as it is taken, resumed from its cookie, a signed-in
 * customer's session or a reminder's link, checked for solvency and identity, and made real at
 * step 5.
 */
export class ContractingService {
  private readonly now: () => Date;

  constructor(private readonly deps: ContractingServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** A new lead's event, queued in the transaction that writes it (docs/integration.md). */
  private readonly told = async (tx: Executor, lead: LeadRow): Promise<void> => {
    await this.deps.events?.emit(tx, { type: 'contracting_lead.created', data: { lead_id: lead.id, type: lead.type } });
  };

  /** The body limit of the posts now (settings.fileUploadSizeLimit may change at run time). */
  async bodyLimit(): Promise<number> {
    return leadBodyLimit((await this.deps.settings.privateSettings()).fileUploadSizeLimit);
  }

  /**
   * POST leads, gas/leads: the sections of a step (and any earlier one that changed), read with the
   * step schemas, then stored over the lead's; the first post creates the lead and answers its key
   * (the route sets the cookie). Step 5 confirms it. A confirmed lead answers its result again for
   * step 5 and 409 lead_confirmed for any other.
   */
  async post(request: PostRequest): Promise<{ response: TContractingLeadResponse; key?: string }> {
    const { body } = request;
    if (!request.accepts.includes(body.type)) throw invalid({ type: ['field_invalid'] });
    const { access, repo } = this.deps;
    const who = await access.who(request.identity);
    const settings = await access.open(body.type, who);
    const lead = body.lead_id === undefined ? undefined : await access.lead(body.lead_id, body.type, request.cookieOf, who);
    if (lead?.confirmedAt) {
      if (body.step === 5) return { response: { lead_id: lead.id, step: lead.step, confirm: lead.result as TConfirmResult } };
      throw new ApiError(409, 'lead_confirmed', 'lead_confirmed');
    }

    const config = configOf(settings);
    const stored = (lead?.data ?? {}) as TLeadSections;
    const given = Object.fromEntries(LEAD_SECTIONS.flatMap((s) => (body[s] === undefined ? [] : [[s, body[s]]]))) as TLeadSections;
    const wizard = { type: body.type, halted: haltedFor(config, { ...stored, ...given }) };
    this.assertSteps(wizard, body.step, given, stored);

    const context = this.context(body.type, config, who, settings);
    const { sections, errors } = await validateSections(given, stored, context);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const problems = await leadProblems(this.deps.checks, body.type, sections, who);
    if (Object.keys(problems).length > 0) throw invalid(problems);

    const refs = fileRefs(sections);
    const storedNames = await this.storedDocuments(lead, storedRefs(refs));
    const created = lead ? undefined : newLeadKey();
    const written = await this.holdingGate(newRefs(refs).length > 0, who, request.address, () =>
      withDecodedFiles(this.deps.uploadTmpDir, newRefs(refs), (files) =>
        repo.write({
          ...(created ? { create: { type: body.type, keyHash: created.hash, written: this.told } } : { leadId: lead!.id }),
          language: request.language,
          // Step 5 is reached by the confirmation's own transaction, when it makes the contracts.
          step: Math.min(body.step, 4),
          customerId: who?.customer.id,
          files,
          sections: (ids) => withFileIds(sections, refs, ids, storedNames),
        }),
      ),
    );
    if ('errors' in written) throw new ApiError(400, 'invalid_attachment_type', 'invalid_attachment_type', { errors: written.errors });
    if (created) this.deps.events?.poke();
    const row = written.done;
    const response: TContractingLeadResponse = { lead_id: row.id, step: row.step };
    if (body.step === 5) {
      response.confirm = await this.confirm(row, context, who, request.language, settings);
      if (response.confirm.status === 'OK') response.step = 5;
    }
    return created ? { response, key: created.key } : { response };
  }

  /** GET leads/draft: this browser's unconfirmed lead of the wizard, else the signed-in customer's latest. */
  async draft(type: TContractingType, cookieOf: TCookieOf, identity: TTokenClaims | null): Promise<TLeadDraft> {
    const who = await this.deps.access.who(identity);
    await this.deps.access.open(type, who);
    const cookie = cookieOf(type);
    let lead = cookie ? await this.deps.access.lead(cookie.id, type, cookieOf, who).catch(() => undefined) : undefined;
    if (lead?.confirmedAt) lead = undefined;
    if (!lead && who) lead = await this.deps.repo.latestOpen(who.customer.id, type);
    if (!lead) throw leadNotFound();
    const data = lead.data as TLeadSections;
    return {
      lead_id: lead.id,
      type,
      step: lead.step,
      installation: data.installation ?? null,
      person: data.person ?? null,
      contract: data.contract ?? null,
      gasContract: data.gasContract ?? null,
      payment: data.payment ?? null,
    };
  }

  /** GET leads/solvencia/:lead_id (§8 badScore): false when a holder of the lead has unpaid debts. */
  async solvency(leadId: number, cookieOf: TCookieOf, identity: TTokenClaims | null): Promise<{ scoring: boolean }> {
    const person = await this.personOf(leadId, cookieOf, identity);
    return { scoring: await scoreAll(this.deps.solvency, holders(person)) };
  }

  /** GET leads/dni-validation/:lead_id (§8 dniInvalid): false when the tax id is known under another name. */
  async dniValidation(leadId: number, cookieOf: TCookieOf, identity: TTokenClaims | null): Promise<{ dni_valid: boolean }> {
    const person = (await this.personOf(leadId, cookieOf, identity)) as Partial<TPersonStep>;
    const valid = await this.deps.identity.check({
      vat: person.vat ?? '',
      company: person.company === true,
      name: person.name ?? '',
      surName1: person.surName1,
    });
    return { dni_valid: valid };
  }

  /**
   * POST leads/resume: the reminder's link, once. The browser gets a new key for the lead (the
   * route sets the cookie): the old cookie stops working, and so does the link.
   */
  async resume(token: string, identity: TTokenClaims | null): Promise<{ lead_id: number; type: TContractingType; key: string }> {
    const id = resumeTokenLead(token);
    const lead = id === undefined ? undefined : await this.deps.repo.find(id);
    if (!lead || lead.confirmedAt || !resumeTokenValid(this.deps.tokenSecret, token, lead, this.now())) throw resumeLinkInvalid();
    const type = lead.type as TContractingType;
    await this.deps.access.open(type, await this.deps.access.who(identity));
    const { key, hash } = newLeadKey();
    if (!(await this.deps.repo.rekey(lead.id, lead.keyHash, hash))) throw resumeLinkInvalid();
    return { lead_id: lead.id, type, key };
  }

  /** Staff's list (GET staff/contracting-leads). */
  async staffList(query: TStaffContractingLeadListQuery): Promise<TStaffContractingLeadListResponse> {
    const now = this.now();
    const { rows, total } = await this.deps.repo.page(query, now, CONTRACTING_LEAD_ABANDONED_AFTER_MS);
    return { items: rows.map((row) => staffLead(row, now)), total, offset: query.offset, limit: query.limit };
  }

  /** Staff's CSV (GET staff/contracting-leads/export) in `language`: its headers, words, dates and separator. */
  async staffExport(filter: TStaffContractingLeadExportQuery, language: TLanguage): Promise<{ bytes: Buffer; filename: string }> {
    const now = this.now();
    const rows = await this.deps.repo.exportRows(
      filter,
      language,
      now,
      CONTRACTING_LEAD_ABANDONED_AFTER_MS,
      CONTRACTING_LEADS_EXPORT_MAX_ROWS,
    );
    const csv = contractingLeadsCsv(
      rows.map((row) => ({ ...row, state: contractingLeadState(row, now) })),
      language,
    );
    return { bytes: Buffer.from(csv, 'utf8'), filename: `contracting-leads-${now.toISOString().slice(0, 10)}.csv` };
  }

  /** 409 when a step before the posted one is neither stored nor sent; 400 for a section the wizard has not reached or has not. */
  private assertSteps(
    wizard: { type: TContractingType; halted: boolean },
    step: number,
    given: TLeadSections,
    stored: TLeadSections,
  ): void {
    const allowed = sectionsOf(wizard);
    const stray = (Object.keys(given) as TLeadSection[]).filter((s) => !allowed.includes(s) || LEAD_STEP_NUMBERS[s] > step);
    if (stray.length > 0) throw invalid(Object.fromEntries(stray.map((s) => [s, ['field_unknown']])));
    const missing = sectionsBefore(wizard, step).filter((s) => given[s] === undefined && stored[s] === undefined);
    if (missing.length > 0) throw stepMissing(missing);
    const own = sectionsAt(wizard, step);
    if (own.length > 0 && !own.some((s) => given[s] !== undefined || stored[s] !== undefined))
      throw invalid({ [own[0] as string]: ['required_field'] });
  }

  private context(type: TContractingType, config: TContractingConfig, who: Who | undefined, settings: TSettings): TValidationContext {
    const offered = new Map<string, Promise<boolean>>();
    return {
      type,
      config,
      authenticated: who !== undefined,
      originOffered: (kind) => {
        if (!offered.has(kind)) offered.set(kind, this.deps.repo.originOffered(kind));
        return offered.get(kind) as Promise<boolean>;
      },
      fileLimitBytes: settings.fileUploadSizeLimit,
    };
  }

  /** The documents named by id, when each is this lead's and of that field; their stored names. 400 otherwise. */
  private async storedDocuments(lead: LeadRow | undefined, refs: ReturnType<typeof storedRefs>): Promise<Map<number, string>> {
    if (refs.length === 0) return new Map();
    const found = lead ? await this.deps.repo.filesOf(lead.id, [...new Set(refs.map((r) => r.file.id))]) : [];
    const byId = new Map(found.map((file) => [file.id, file]));
    const errors: Record<string, string[]> = {};
    for (const ref of refs) if (byId.get(ref.file.id)?.field !== ref.at.stored) Object.assign(errors, invalidFile(ref));
    if (Object.keys(errors).length > 0) throw new ApiError(400, 'invalid_attachment_type', 'invalid_attachment_type', { errors });
    return new Map(found.map((file) => [file.id, file.filename]));
  }

  /** New documents pass the upload gate: one upload per customer, or per visitor's address, at a time. */
  private holdingGate<T>(uploads: boolean, who: Who | undefined, address: string, work: () => Promise<T>): Promise<T> {
    if (!uploads) return work();
    const owner: UploadOwner = who ? who.customer.id : uploaderAddress(address);
    return this.deps.uploadGate.hold(owner, work);
  }

  /** Step 5 over the whole stored lead, read again with its schemas (the rules may have changed since a step was taken). */
  private async confirm(
    lead: LeadRow,
    context: TValidationContext,
    who: Who | undefined,
    language: TLanguage,
    settings: TSettings,
  ): Promise<TConfirmResult> {
    const data = lead.data as TLeadSections;
    const { sections, errors } = await validateSections(data, {}, context);
    const halted = haltedFor(context.config, sections);
    const complete = sectionsOf({ type: context.type, halted }).every((s) => sections[s] !== undefined);
    if (Object.keys(errors).length > 0 || !complete) {
      return { status: 'ERROR', result: { error: 'lead_incomplete', render: null, contracts: [], payments: [] } };
    }
    return this.deps.confirmation.confirm({
      lead,
      sections: sections as unknown as TConfirmedSections,
      customer: who?.customer,
      halted,
      language,
      organisation: settings.organization.name ?? '',
    });
  }

  /** The person step of a lead this request may read; 409 while the lead has none. */
  private async personOf(leadId: number, cookieOf: TCookieOf, identity: TTokenClaims | null): Promise<Record<string, unknown>> {
    const who = await this.deps.access.who(identity);
    const lead = await this.deps.access.lead(leadId, undefined, cookieOf, who);
    await this.deps.access.open(lead.type as TContractingType, who);
    const person = (lead.data as TLeadSections).person;
    if (!person) throw stepMissing(['person']);
    return person;
  }
}

function staffLead(row: LeadRow, now: Date): TStaffContractingLead {
  const result = row.result as TConfirmResult | null;
  return {
    id: row.id,
    type: row.type,
    step: row.step,
    state: contractingLeadState(row, now),
    vat: row.vat,
    email: row.email,
    language: row.language,
    leads_consent: row.leadsConsent,
    customer_id: row.customerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    reminder_sent_at: row.reminderSentAt?.toISOString() ?? null,
    contracts: result?.result.contracts.map((c) => c.name) ?? [],
  };
}
