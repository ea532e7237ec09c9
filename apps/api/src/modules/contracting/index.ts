import type {
  TLanguage,
  TStaffContractingLeadExportQuery,
  TStaffContractingLeadListQuery,
  TStaffContractingLeadListResponse,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { UploadGate } from '../../platform/uploads/upload-gate.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { AccountUpdates } from '../auth/index.ts';
import type { BankAccountsService } from '../bank-accounts/index.ts';
import type { ContractUpdates } from '../contracts/index.ts';
import { invoiceUpdates } from '../invoices/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { SignupActivations } from '../signup/index.ts';
import type { SupplyPointRegistry } from '../supply-point-registry/index.ts';
import { LeadConfirmation, type OpenContractSigning } from './confirmation.ts';
import { type IdentityCheck, KnownCustomersIdentityCheck } from './identity-check.ts';
import { LeadAccess } from './lead-access.ts';
import { ReminderSweep } from './reminder.ts';
import { contractingReminderMail } from './reminder-mail.ts';
import { ContractingRepo } from './repo.ts';
import { contractingRoutes } from './routes.ts';
import { ContractingService } from './service.ts';
import { DefaultedTaxIdsSolvency, type SolvencyService } from './solvency.ts';

export type { OpenContractSigning } from './confirmation.ts';
export type { IdentityCheck, TIdentity } from './identity-check.ts';
export type { SolvencyService } from './solvency.ts';

/** What staff see and do of the contracting leads (the staff module's routes, `npm run staff -- leads contracting [--csv]`). */
export interface ContractingStaffView {
  list(query: TStaffContractingLeadListQuery): Promise<TStaffContractingLeadListResponse>;
  /** The leads of the filter as a CSV in `language` (contracting-lead-csv.ts), and its file name. */
  exportCsv(filter: TStaffContractingLeadExportQuery, language: TLanguage): Promise<{ bytes: Buffer; filename: string }>;
  /** The reminder sweep, now: the reminders written. */
  remind(): Promise<number>;
}

export interface ContractingModuleDeps {
  db: Database;
  /** The wizards' gates and rules (contractation), the file size limit, the organisation's name. */
  settings: SettingsService;
  mail: MailService;
  /** modules/auth: a visitor's new customer. */
  accounts: Pick<AccountUpdates, 'createCustomer'>;
  /** modules/signup: the new customer's pending account and its activation mail. */
  activations: SignupActivations;
  /** modules/contracts: supply points and draft contracts. */
  contracts: Pick<ContractUpdates, 'supplyPointFor' | 'createDraft'>;
  addresses: Pick<AddressesService, 'create'>;
  bankAccounts: Pick<BankAccountsService, 'findOrCreate'>;
  registry: SupplyPointRegistry;
  /** The gate every upload passes, one per customer or client address at a time (shared with the other forms). */
  uploadGate: UploadGate;
  uploadTmpDir: string;
  /** Signs the reminders' links. */
  tokenSecret: Uint8Array;
  publicUrl: string;
  /** New leads a client address may start an hour (LEAD_IP_RATE_LIMIT). */
  perAddressPerHour: number;
  log: FastifyBaseLogger;
  /** A credit bureau; by default the defaulted_tax_ids table (docs/contracting.md, "Solvency and identity"). */
  solvency?: SolvencyService;
  /** An identity service; by default the retailer's own customers. */
  identity?: IdentityCheck;
  reminderIntervalMs?: number;
  now?: () => Date;
  /** Opens each draft contract's signature (the signatures module's; none: the drafts only wait). */
  signing?: OpenContractSigning;
  /** The retailer's systems (modules/integration): told of each new lead. */
  events?: OutgoingEvents;
}

/**
 * The contracting wizards' leads (docs/contracting.md): kept step by step under the browser's key,
 * resumed, checked for solvency and identity, confirmed into a customer and draft contracts, and
 * reminded once when abandoned. Staff list and export them and run the reminders through `staff`.
 */
export function contractingModule(deps: ContractingModuleDeps): ApiModule & { staff: ContractingStaffView } {
  deps.mail.register('contracting_reminder', contractingReminderMail);
  const repo = new ContractingRepo(deps.db);
  const solvency = deps.solvency ?? new DefaultedTaxIdsSolvency(repo);
  const identity = deps.identity ?? new KnownCustomersIdentityCheck(repo);
  const registry = (cups: string) => deps.registry.lookup(cups);
  const confirmation = new LeadConfirmation({
    db: deps.db,
    repo,
    accounts: deps.accounts,
    activations: deps.activations,
    contracts: deps.contracts,
    addresses: deps.addresses,
    bankAccounts: deps.bankAccounts,
    invoices: invoiceUpdates,
    registry,
    solvency,
    identity,
    mail: deps.mail,
    log: deps.log,
    now: deps.now ?? (() => new Date()),
    ...(deps.signing ? { signing: deps.signing } : {}),
  });
  const service = new ContractingService({
    repo,
    access: new LeadAccess(repo, deps.settings),
    settings: deps.settings,
    checks: { repo, registry },
    confirmation,
    solvency,
    identity,
    uploadGate: deps.uploadGate,
    uploadTmpDir: deps.uploadTmpDir,
    tokenSecret: deps.tokenSecret,
    ...(deps.events ? { events: deps.events } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  const reminders = new ReminderSweep({
    db: deps.db,
    repo,
    mail: deps.mail,
    tokenSecret: deps.tokenSecret,
    publicUrl: deps.publicUrl,
    organisation: async () => (await deps.settings.publicSettings()).organization.name?.trim() || 'Portal',
    log: deps.log,
    ...(deps.reminderIntervalMs ? { intervalMs: deps.reminderIntervalMs } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    staff: {
      list: (query) => service.staffList(query),
      exportCsv: (filter, language) => service.staffExport(filter, language),
      remind: () => reminders.runOnce(),
    },
    routes: async (app) => {
      await app.register(contractingRoutes, { service, settings: deps.settings, perAddressPerHour: deps.perAddressPerHour });
      // Abandoned leads are reminded every REMINDER_INTERVAL_MS from start-up on (reminder.ts).
      app.addHook('onReady', async () => reminders.start());
      app.addHook('onClose', () => reminders.stop());
    },
  };
}
