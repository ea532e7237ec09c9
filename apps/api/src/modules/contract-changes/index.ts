import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.ts';
import { sweepStagedFiles } from '../../db/staged-files.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import { UPLOAD_GATE_TTL_MS, UploadGate, type UploadGateLog } from '../../platform/uploads/upload-gate.ts';
import { sweepStaleUploads } from '../../platform/uploads/uploads.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { BankAccountsService } from '../bank-accounts/index.ts';
import type { ContractMail } from '../communications/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { contractChangeAppliedMail, contractChangeRequestedMail } from './contract-change-mails.ts';
import { ContractChangesRepo } from './repo.ts';
import { contractChangesRoutes } from './routes.ts';
import { ContractChangesService, type OpenSigning } from './service.ts';
import { SignedChanges } from './signed-changes.ts';

export type { OpenSigning } from './service.ts';
export { type ContractDocument, type SignedChangeRow, SignedChanges } from './signed-changes.ts';
export type { TSignedChange } from './texts/index.ts';
/** The user's changes waiting for signature, for the overview. */
export { changesWaitingForSignature, type TChangeWaitingForSignature } from './waiting-for-signature.ts';

export interface ContractChangesModuleDeps {
  db: Database;
  /** The button rules and upload limit come from the private settings. */
  settings: SettingsService;
  /** Finds the user's contract each change is about (404 otherwise). */
  contracts: ContractsService;
  /** The notification address change picks or creates one of the customer's addresses. */
  addresses: AddressesService;
  /** The IBAN change picks or creates one of the customer's bank accounts. */
  bankAccounts: BankAccountsService;
  /** Where uploaded files wait while their request runs (under DATA_DIR: /tmp is often memory). */
  uploadTmpDir: string;
  /** With Redis, one upload per customer in flight holds across instances. */
  redis?: Redis;
  log?: UploadGateLog;
  /** Mails the customer about each change (a request received, a change in force), in its transaction. */
  contractMail: ContractMail;
  mail: MailService;
  /** Opens the signature of each change that waits for one (the signatures module's; none: the change only waits). */
  signing?: OpenSigning;
  /** The gate every upload of a customer passes (shared with customer service's claims); its own otherwise. */
  uploadGate?: UploadGate;
}

/** Every change a customer makes to a contract (customer-area §5, §7): IBAN, power, SIPS, cadastral reference, contact data. */
export function contractChangesModule(deps: ContractChangesModuleDeps): ApiModule & { signed: SignedChanges } {
  const { db, settings, contracts, addresses, bankAccounts, uploadTmpDir } = deps;
  deps.mail.register('contract_change_requested', contractChangeRequestedMail);
  deps.mail.register('contract_change_applied', contractChangeAppliedMail);
  const changes = new ContractChangesService(
    db,
    new ContractChangesRepo(),
    settings,
    bankAccounts,
    addresses,
    contracts,
    deps.contractMail,
    deps.signing,
  );
  const uploadGate = deps.uploadGate ?? new UploadGate(deps.redis, deps.log);
  return {
    signed: new SignedChanges(contracts.updates),
    routes: async (app) => {
      // Older than any upload can last (the gate's lifetime) are a crash's leftovers: request
      // folders on disk, and files written to the database but never linked to their case or change.
      await sweepStaleUploads(uploadTmpDir, UPLOAD_GATE_TTL_MS);
      await sweepStagedFiles(db, new Date(Date.now() - UPLOAD_GATE_TTL_MS));
      await app.register(contractChangesRoutes, { contracts, changes, uploadGate, uploadTmpDir });
    },
  };
}
