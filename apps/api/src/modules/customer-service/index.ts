import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { CONTACT_TICKET_PURPOSE, FormTickets } from '../../platform/http/form-ticket.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { Config } from '../../platform/runtime/config.ts';
import { UploadGate, type UploadGateLog } from '../../platform/uploads/upload-gate.ts';
import type { CasesService } from '../cases/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { caseReceivedMail } from './case-received-mail.ts';
import { contactRoutes } from './contact-routes.ts';
import { ContactService } from './contact-service.ts';
import { AtcTypesRepo } from './repo.ts';
import { customerServiceRoutes } from './routes.ts';
import { CustomerServiceService } from './service.ts';

export interface CustomerServiceModuleDeps {
  db: Database;
  /** Opens the claims' and contacts' cases (their only writer). */
  cases: CasesService;
  /** The upload limit and the attachments quota. */
  settings: SettingsService;
  /** Finds the user's contract a claim is about (404 otherwise). */
  contracts: ContractsService;
  /** Where uploaded files wait while their request runs (the contract changes' folder). */
  uploadTmpDir: string;
  redis?: Redis;
  log?: UploadGateLog;
  /** The gate every upload of a customer passes (shared with the contract changes); its own otherwise. */
  uploadGate?: UploadGate;
  /** The unsigned contact's quota window ends now. */
  now?: () => Date;
  /** The acknowledgement of a claim or a contact (the case_received mail, case-received-mail.ts). */
  mail: MailService;
  /** The categories call reads a session itself (anonymous with unsigned=true). */
  tokens: TokenService;
  /** Signs the unsigned form's tickets (platform/http/form-ticket.ts). */
  tokenSecret: Uint8Array;
  /** The unsigned contact's anti-abuse settings (platform/runtime/config.ts). */
  unsignedContact: Config['unsignedContact'];
}

/**
 * Customer service (docs/customer-service.md): the forms that open a case, each with its own
 * rules, over the cases module. The ATC types, subtypes and claims; the contact forms (signed,
 * autoreads, a visitor's unsigned).
 */
export function customerServiceModule(deps: CustomerServiceModuleDeps): ApiModule {
  deps.mail.register('case_received', caseReceivedMail);
  const service = new CustomerServiceService(new AtcTypesRepo(deps.db), deps.cases, deps.settings, deps.mail);
  const uploadGate = deps.uploadGate ?? new UploadGate(deps.redis, deps.log);
  const tickets = new FormTickets({
    secret: deps.tokenSecret,
    purpose: CONTACT_TICKET_PURPOSE,
    minAgeMs: deps.unsignedContact.ticketMinAgeMs,
    maxAgeMs: deps.unsignedContact.ticketMaxAgeMs,
    redis: deps.redis,
  });
  const contact = new ContactService({
    cases: deps.cases,
    settings: deps.settings,
    contracts: deps.contracts,
    mail: deps.mail,
    tickets,
    unsignedUploadQuotaBytes: deps.unsignedContact.uploadQuotaBytesPerDay,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    routes: async (app) => {
      await app.register(customerServiceRoutes, {
        contracts: deps.contracts,
        service,
        uploadGate,
        uploadTmpDir: deps.uploadTmpDir,
      });
      await app.register(contactRoutes, {
        service: contact,
        tickets,
        tokens: deps.tokens,
        uploadGate,
        uploadTmpDir: deps.uploadTmpDir,
        limits: { perEmail: deps.unsignedContact.perEmailPerHour, perAddress: deps.unsignedContact.perAddressPerHour },
      });
    },
  };
}
