import type { TNotificationKind } from '@portal/domain';
import type { Database, Executor } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import { ContractMail } from './contract-mail.ts';
import { CommunicationsRepo, notificationIsOff } from './repo.ts';
import { communicationsRoutes } from './routes.ts';
import { CommunicationsService } from './service.ts';

export {
  ContractMail,
  type ContractMailMessage,
  type ContractMailReader,
  type ContractMailTarget,
  contractMailAddress,
  contractMailTarget,
} from './contract-mail.ts';

/** Whether the customer receives notifications of a kind by mail: what every sender of one asks before it enqueues. */
export type MayMail = (executor: Executor, customerId: number, kind: TNotificationKind) => Promise<boolean>;

/**
 * The reader of the preferences without the module (the demo seed; another module given it by
 * app.ts): true unless the customer turned `kind` off. Reads with `executor`, the caller's transaction.
 */
export const mayMail: MayMail = async (executor, customerId, kind) => !(await notificationIsOff(executor, customerId, kind));

export interface CommunicationsModuleDeps {
  db: Database;
  /** Finds the user's contract (404 otherwise). */
  contracts: Pick<ContractsService, 'owned'>;
  mail: MailService;
  /** The retailer's name, which signs the mails. */
  organisation: () => Promise<string>;
  /** <PUBLIC_URL>, for the links in mails. */
  publicUrl: string;
}

/**
 * The contract's communications page (customer-area §2) and the customer's mail preferences
 * (docs/communications.md). Answers `contractMail`, which the modules that mail about a contract
 * are given by app.ts, and `mayMail`.
 */
export function communicationsModule(deps: CommunicationsModuleDeps): ApiModule & { contractMail: ContractMail; mayMail: MayMail } {
  const repo = new CommunicationsRepo(deps.db);
  const service = new CommunicationsService(repo, deps.contracts);
  const contractMail = new ContractMail(repo, deps.mail, deps.publicUrl, deps.organisation);
  return {
    contractMail,
    mayMail,
    routes: async (app) => {
      await app.register(communicationsRoutes, { service });
    },
  };
}
