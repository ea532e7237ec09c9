import type { Readable } from 'node:stream';
import {
  fieldErrorsFromIssues,
  isGateOpen,
  LEAD_HONEYPOT_FIELD,
  LEAD_INVOICE_FIELD,
  normaliseLanguage,
  type TContactHours,
  type TLanguage,
  type TLeadKind,
  type TLeadResponse,
  type TStaffLead,
  type TStaffLeadFilter,
  type TStaffLeadListQuery,
  type TStaffLeadListResponse,
  VALIDATION_ERROR,
  ZCompareLeadRequestSchema,
  ZGasCompareLeadRequestSchema,
  ZPowerLeadRequestSchema,
} from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { FormTickets } from '../../platform/http/form-ticket.ts';
import { isMailableAddress, type MailService } from '../../platform/mail/index.ts';
import type { Config } from '../../platform/runtime/config.ts';
import { assertWithinQuota, type UploadedFile } from '../../platform/uploads/uploads.ts';
import type { SettingsService } from '../settings/index.ts';
import { leadsCsv } from './lead-csv.ts';
import type { LeadRow, LeadsRepo, NewLead } from './repo.ts';

const notFound = () => new ApiError(404, 'not_found', 'not_found');
const invalid = (errors: Record<string, string[]>) => new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors });
/** One answer for every refusal of the anti-abuse checks (ticket, honeypot): a script learns nothing from it. */
export const leadRefused = () => new ApiError(400, 'lead_refused', 'lead_refused');
const DAY_MS = 24 * 60 * 60 * 1000;
/** The most rows one CSV holds: a year of a busy portal's leads; narrow the dates for more. */
export const LEADS_EXPORT_MAX_ROWS = 100_000;

/** Which gate of visitor-and-shell §2.1 each kind of lead sits behind. */
const GATE_OF = { electricity_comparator: 'comparator', gas_comparator: 'gasComparator', power_calculator: 'powerCalculator' } as const;

export interface LeadsServiceDeps {
  repo: LeadsRepo;
  settings: SettingsService;
  mail: MailService;
  tickets: FormTickets;
  config: Config['leads'];
  /** The HMAC of a visitor's address (client-key.ts). */
  clientKey: (address: string) => string;
  /** The retailer's systems are told of each lead (lead.created), in its transaction. */
  events: OutgoingEvents;
  now?: () => Date;
}

export interface LeadVisitor {
  address: string;
  /** Counts the attempt against the e-mail address (429 over LEAD_RATE_LIMIT an hour). */
  throttle: (email: string) => Promise<void>;
}

/**
 * The lead forms (visitor-and-shell §2.4–§2.7, §3.1, §3.2, §5.1; docs/leads.md): a comparator's
 * lead after a result, its manual mode (the invoice by itself) and the power calculator's lead.
 * Each is stored with its invoice, acknowledged to the visitor and sent to the sales address in
 * one transaction; staff list and export them.
 */
export class LeadsService {
  private readonly now: () => Date;

  constructor(private readonly deps: LeadsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** 404 when the tool the lead comes from is off (comparator, gas comparator, power calculator). */
  async assertOpen(kind: TLeadKind | 'any'): Promise<void> {
    const settings = await this.deps.settings.publicSettings();
    const open = kind === 'any' ? Object.values(GATE_OF).some((gate) => isGateOpen(gate, settings)) : isGateOpen(GATE_OF[kind], settings);
    if (!open) throw notFound();
  }

  /**
   * A lead: the honeypot empty, the fields checked with the web form's schema, the invoice only in
   * the field `invoice` (required in the manual mode); `visitor.throttle` counts the e-mail
   * address; the invoices within the address's daily quota; the ticket used up last and given back
   * when the lead cannot be written.
   */
  async submit(
    kind: TLeadKind,
    language: TLanguage,
    fields: Record<string, unknown>,
    files: UploadedFile[],
    visitor: LeadVisitor,
  ): Promise<TLeadResponse> {
    const honeypot = fields[LEAD_HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') throw leadRefused();
    const { lead, errors } = this.read(kind, language, fields, visitor.address);
    if (files.some((file) => file.field !== LEAD_INVOICE_FIELD)) errors[LEAD_INVOICE_FIELD] = ['field_invalid'];
    else if (lead?.mode === 'manual' && files.length === 0) errors[LEAD_INVOICE_FIELD] = ['required_field'];
    if (!lead || Object.keys(errors).length > 0) throw invalid(errors);
    await visitor.throttle(lead.email.toLowerCase());
    if (files.length > 0) {
      const since = new Date(this.now().getTime() - DAY_MS);
      assertWithinQuota(await this.deps.repo.storedBytes(lead.clientKey, since), files, this.deps.config.uploadQuotaBytesPerDay);
    }
    const ticket = typeof fields.ticket === 'string' ? fields.ticket : '';
    if ((await this.deps.tickets.consume(ticket)) !== undefined) throw leadRefused();
    const settings = await this.deps.settings.publicSettings();
    const organisation = settings.organization;
    const sales = this.deps.config.salesEmail ?? organisation.email?.trim();
    const salesLanguage = normaliseLanguage(settings.language.default);
    const invoice = files[0];
    const created = await this.spendingTicket(ticket, () =>
      this.deps.repo.create(lead, files, async (tx: Executor, row) => {
        await this.deps.mail.enqueue(tx, {
          to: lead.email,
          language,
          template: 'lead_received',
          data: {
            kind,
            mode: lead.mode,
            contactHours: lead.contactHours,
            organisation: {
              name: organisation.name,
              phone: organisation.phone_crm,
              schedule: scheduleText(organisation.schedule),
              email: organisation.email,
            },
          },
        });
        // Without any sales address the lead still stands: staff list it (docs/leads.md).
        if (sales && isMailableAddress(sales)) {
          await this.deps.mail.enqueue(tx, {
            to: sales,
            language: salesLanguage,
            template: 'lead_notification',
            data: {
              ...notificationFields(row),
              language,
              invoice: invoice ? { filename: invoice.filename, sizeBytes: invoice.size } : undefined,
              organisation: organisation.name,
            },
          });
        }
        await this.deps.events.emit(tx, { type: 'lead.created', data: { lead_id: row.id, kind } });
        return row;
      }),
    );
    void this.deps.mail.poke();
    this.deps.events.poke();
    return { status: 'OK', lead_id: created.id };
  }

  async list(query: TStaffLeadListQuery): Promise<TStaffLeadListResponse> {
    const { rows, total } = await this.deps.repo.page(query, query.offset, query.limit);
    return { items: rows.map(staffLead), total, offset: query.offset, limit: query.limit };
  }

  /** The leads of the filter as a CSV in `language` (its headers, dates and separator). */
  async exportCsv(filter: TStaffLeadFilter, language: TLanguage): Promise<{ bytes: Buffer; filename: string }> {
    const rows = await this.deps.repo.all(filter, LEADS_EXPORT_MAX_ROWS);
    const stamp = this.now().toISOString().slice(0, 10);
    return { bytes: Buffer.from(leadsCsv(rows, language), 'utf8'), filename: `leads-${stamp}.csv` };
  }

  async invoice(id: number): Promise<{ filename: string; type: string; size: number; content: Readable }> {
    const file = await this.deps.repo.invoice(id);
    if (!file) throw notFound();
    return { filename: file.filename, type: file.mimeType, size: file.size, content: this.deps.repo.stream(file) };
  }

  /** The lead the form describes, or the field errors. */
  private read(
    kind: TLeadKind,
    language: TLanguage,
    fields: Record<string, unknown>,
    address: string,
  ): { lead: NewLead | undefined; errors: Record<string, string[]> } {
    const clientKey = this.deps.clientKey(address);
    if (kind === 'power_calculator') {
      const parsed = ZPowerLeadRequestSchema.safeParse(fields);
      if (!parsed.success) return { lead: undefined, errors: fieldErrorsFromIssues(parsed.error.issues) };
      const f = parsed.data;
      const payload = {
        optimalPower: f.optimalPower,
        appliances: f.appliances,
        area: f.area,
        numPersones: f.numPersones,
        cofSimul: f.cofSimul,
      };
      return { lead: { ...contact(f), kind, mode: 'result', language, cups: f.cups, payload, clientKey }, errors: {} };
    }
    const schema = kind === 'gas_comparator' ? ZGasCompareLeadRequestSchema : ZCompareLeadRequestSchema;
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return { lead: undefined, errors: fieldErrorsFromIssues(parsed.error.issues) };
    const f = parsed.data;
    const payload = f.comparison ? (f.comparison as Record<string, unknown>) : null;
    return { lead: { ...contact(f), kind, mode: f.mode, language, cups: f.cups, payload, clientKey }, errors: {} };
  }

  /**
   * Runs `store` with the form's ticket spent (so a replay of it meanwhile is refused), and gives
   * the ticket back when the store fails: nothing was written, and the visitor may send again.
   */
  private async spendingTicket<T>(ticket: string, store: () => Promise<T>): Promise<T> {
    try {
      return await store();
    } catch (error) {
      await this.deps.tickets.restore(ticket).catch(() => {});
      throw error;
    }
  }
}

/** The contact fields of §3.1 as the form validated them. */
function contact(f: {
  name: string;
  surname1: string;
  surname2?: string | undefined;
  email: string;
  telephone: string;
  contactHours: TContactHours;
  consent: boolean;
}) {
  return {
    name: f.name,
    surname1: f.surname1,
    surname2: f.surname2 ? f.surname2 : null,
    email: f.email,
    telephone: f.telephone,
    contactHours: f.contactHours,
    consent: f.consent,
  };
}

/** settings.organization.schedule, { from: '9h', to: '17h' } in the defaults, as one line ('9h – 17h'). */
export function scheduleText(schedule: unknown): string | undefined {
  if (typeof schedule === 'string') return schedule.trim() || undefined;
  if (schedule && typeof schedule === 'object') {
    const { from, to } = schedule as { from?: unknown; to?: unknown };
    if (typeof from === 'string' && typeof to === 'string' && from && to) return `${from} – ${to}`;
  }
  return undefined;
}

function notificationFields(row: LeadRow | Omit<LeadRow, 'invoice'>) {
  return {
    id: row.id,
    kind: row.kind,
    mode: row.mode,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    surname1: row.surname1,
    surname2: row.surname2 ?? undefined,
    email: row.email,
    telephone: row.telephone,
    contactHours: row.contactHours,
    consent: row.consent,
    cups: row.cups,
    payload: row.payload,
  };
}

function staffLead(row: LeadRow): TStaffLead {
  return {
    id: row.id,
    kind: row.kind,
    mode: row.mode,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    surname1: row.surname1,
    surname2: row.surname2,
    email: row.email,
    telephone: row.telephone,
    contact_hours: row.contactHours,
    consent: row.consent,
    language: row.language,
    cups: row.cups,
    payload: row.payload ?? null,
    invoice: row.invoice ? { filename: row.invoice.filename, mime_type: row.invoice.mimeType, size_bytes: row.invoice.sizeBytes } : null,
  };
}
