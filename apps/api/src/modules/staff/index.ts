import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AccountSlowdown } from '../../platform/auth/account-slowdown.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { Config } from '../../platform/runtime/config.ts';
import type { UploadGate } from '../../platform/uploads/upload-gate.ts';
import type { AuthService } from '../auth/index.ts';
import type { CasesService } from '../cases/index.ts';
import type { StaffContractAttachments } from '../contract-documents/index.ts';
import type { ContractingStaffView } from '../contracting/index.ts';
import type { CustomerSearchService } from '../customer-search/index.ts';
import type { LeadsService } from '../leads/index.ts';
import type { PriceAlertsService } from '../price-alerts/index.ts';
import type { SignaturesStaffView } from '../signatures/index.ts';
import type { TrailService } from '../trail/index.ts';
import { StaffAccountsRepo } from './accounts-repo.ts';
import { StaffAccountsService } from './accounts-service.ts';
import { caseAnsweredMail } from './case-answered-mail.ts';
import { StaffRepo } from './repo.ts';
import { staffRoutes } from './routes.ts';
import { StaffService } from './service.ts';
import { StaffTokens } from './staff-tokens.ts';

export { staffOf, staffRouteOptions } from './staff-auth.ts';
export { STAFF_TOKEN_TTL_SECONDS } from './staff-tokens.ts';

export interface StaffModuleDeps {
  db: Database;
  /** Every customer's cases: staff read, answer and decide them through the cases module. */
  cases: CasesService;
  /** The visitors' leads: staff list and export them, and download their invoices (docs/leads.md). */
  leads: LeadsService;
  /** The contracting wizards' leads: staff list them and run their reminders (docs/contracting.md). */
  contractingLeads: ContractingStaffView;
  /** The signed requests' queue: staff approve or reject them (docs/signatures.md). */
  signatures: SignaturesStaffView;
  /** The contracts' attachments: a signed request's sealed PDF (docs/signatures.md). */
  contractAttachments: StaffContractAttachments;
  /** OMIP's settlement prices: staff import a file into the running portal, which fires the alerts it crosses (docs/price-alerts.md). */
  priceAlerts: Pick<PriceAlertsService, 'importLines'>;
  /** The trail of every action: staff read all of it, filtered (docs/trail.md). */
  trail: Pick<TrailService, 'staffList'>;
  /** The customer search and card (docs/staff.md, "Customers"). */
  customers: CustomerSearchService;
  /** "View as this customer": the customer's read-only token, naming the staff member. */
  auth: Pick<AuthService, 'issueViewAsToken'>;
  config: Pick<Config, 'publicUrl' | 'loginRateLimit' | 'loginIpRateLimit' | 'viewAsMinutes'>;
  /** TOKEN_SECRET: the staff tokens' key is derived from it (staff-tokens.ts). */
  tokenSecret: Uint8Array;
  mail: MailService;
  /** The retailer's name, which signs the mails to customers. */
  organisation: () => Promise<string>;
  log: FastifyBaseLogger;
  /** The account-wide slowdown of sign-ins, shared with the customers'. */
  loginSlowdown: AccountSlowdown;
  /**
   * Other modules' staff routes (the integration tokens and webhooks), registered behind the staff
   * hook; each marks its routes with staffRouteOptions.
   */
  routes?: FastifyPluginAsync[];
  /** A reply's files: the gate every upload passes, where files wait while their request runs, and the settings' upload limit. */
  uploads: { gate: UploadGate; tmpDir: string; fileSizeLimit: () => Promise<number> };
}

/**
 * The staff interface of customer service (docs/staff.md): staff accounts sign in with a token of
 * their own, list the cases, read one, reply and change its outcome; each reply and outcome
 * change mails the customer. They also list and export the visitors' leads (the leads module's)
 * and list the contracting wizards' leads (the contracting module's). The cases are the cases module's; this module holds the accounts,
 * the routes and who may do what. Supervisors manage the accounts; any staff member searches the
 * customers (the customer-search module's) and views the portal as one of them, read-only.
 */
export function staffModule(deps: StaffModuleDeps): ApiModule {
  deps.mail.register('case_answered', caseAnsweredMail);
  const repo = new StaffRepo(deps.db);
  const tokens = new StaffTokens(deps.tokenSecret);
  const service = new StaffService({
    cases: deps.cases,
    repo,
    tokens,
    mail: deps.mail,
    publicUrl: deps.config.publicUrl,
    organisation: deps.organisation,
    log: deps.log,
  });
  const limits = { perAccount: deps.config.loginRateLimit, perAddress: deps.config.loginIpRateLimit };
  return {
    routes: async (app) => {
      await app.register(staffRoutes, {
        service,
        admin: {
          accounts: new StaffAccountsService(new StaffAccountsRepo(deps.db)),
          customers: deps.customers,
          viewAs: { auth: deps.auth, customers: deps.customers, minutes: deps.config.viewAsMinutes, publicUrl: deps.config.publicUrl },
        },
        leads: deps.leads,
        contractingLeads: deps.contractingLeads,
        signatures: deps.signatures,
        contractAttachments: deps.contractAttachments,
        priceAlerts: deps.priceAlerts,
        trail: deps.trail,
        repo,
        tokens,
        limits,
        slowdown: deps.loginSlowdown,
        more: deps.routes ?? [],
        uploads: {
          gate: deps.uploads.gate,
          limits: async () => ({ fileSizeLimit: await deps.uploads.fileSizeLimit(), tmpDir: deps.uploads.tmpDir }),
        },
      });
    },
  };
}
