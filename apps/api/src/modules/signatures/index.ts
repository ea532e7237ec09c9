import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database.ts';
import { PdfSigner } from '../../platform/documents/pdf-signature.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { Config } from '../../platform/runtime/config.ts';
import type { ContractMail } from '../communications/index.ts';
import type { SignedChanges } from '../contract-changes/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { LoggingSmsSender, type SmsSender } from './code-sender.ts';
import { SigningRepo } from './repo.ts';
import { signaturesRoutes } from './routes.ts';
import { SignaturesService } from './service.ts';
import { signatureApprovedMail, signatureCodeMail, signatureLinkMail, signatureRejectedMail } from './signature-mails.ts';

export type { SmsSender } from './code-sender.ts';
export type { SignaturesService } from './service.ts';

/** What staff do with the signatures (the staff module's routes). */
export type SignaturesStaffView = Pick<SignaturesService, 'queue' | 'detail' | 'applied' | 'rejected'>;

export interface SignaturesModuleDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'invoiceSigning' | 'dataDir' | 'signatures'>;
  settings: SettingsService;
  /** modules/contract-changes: the changes' state and effect, and the contract's attachments. */
  changes: Pick<SignedChanges, 'move' | 'apply' | 'attach'>;
  /** modules/contracts: a wizard's draft activated or cancelled. */
  contracts: ContractsService;
  contractMail: ContractMail;
  mail: MailService;
  /** TOKEN_SECRET: the codes' HMAC key is derived from it. */
  tokenSecret: Uint8Array;
  log: FastifyBaseLogger;
  /** The retailer's systems' webhooks (modules/integration): each signature is an event. */
  events: OutgoingEvents;
  /** A retailer's SMS provider; by default one that only logs. */
  sms?: SmsSender;
  now?: () => Date;
}

/**
 * The customer's signatures of changes and draft contracts (docs/signatures.md): the mailed link,
 * the document, the one-time code, the evidence and the sealed PDF; the expiry sweep; the
 * customer's cancel; and what staff do through the staff module (`staff`). `open` is what the
 * contract changes and the contracting wizards call, in their transaction, when something waits
 * for a signature.
 */
export function signaturesModule(deps: SignaturesModuleDeps): ApiModule & {
  open: SignaturesService['open'];
  staff: SignaturesStaffView;
  service: SignaturesService;
} {
  deps.mail.register('signature_link', signatureLinkMail);
  deps.mail.register('signature_code', signatureCodeMail);
  deps.mail.register('signature_approved', signatureApprovedMail);
  deps.mail.register('signature_rejected', signatureRejectedMail);
  const signer = new PdfSigner(
    {
      ...deps.config.invoiceSigning,
      dataDir: deps.config.dataDir,
      organisationName: async () => (await deps.settings.privateSettings()).organization.name,
    },
    (certificate) => deps.log.info({ certificate }, 'signing certificate loaded for signatures'),
  );
  const service = new SignaturesService({
    db: deps.db,
    repo: new SigningRepo(),
    changes: deps.changes,
    contracts: deps.contracts.updates,
    contractMail: deps.contractMail,
    mail: deps.mail,
    signer,
    sms: deps.sms ?? new LoggingSmsSender(deps.log),
    codeKey: createHmac('sha256', deps.tokenSecret).update('portal signing codes v1').digest(),
    publicUrl: deps.config.publicUrl,
    linkTtlHours: deps.config.signatures.linkTtlHours,
    log: deps.log,
    events: deps.events,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const { perAddress, perLink, sweepIntervalMs } = deps.config.signatures;
  return {
    open: (tx: Executor, organisation, subject) => service.open(tx, organisation, subject),
    staff: service,
    service,
    routes: async (app) => {
      // Unsigned requests past their link expire: at start, then every sweepIntervalMs (also checked at every read).
      let timer: NodeJS.Timeout | undefined;
      const sweep = () =>
        service.expireDue().then(
          (n) => n > 0 && deps.log.info({ expired: n }, 'signing requests expired'),
          (error: unknown) => deps.log.warn({ err: error }, 'signing expiry sweep failed'),
        );
      app.addHook('onReady', async () => {
        await sweep();
        timer = setInterval(() => void sweep(), sweepIntervalMs);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
      await app.register(signaturesRoutes, { service, contracts: deps.contracts, limits: { perAddress, perLink } });
    },
  };
}
