import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { FormTickets, LEAD_TICKET_PURPOSE } from '../../platform/http/form-ticket.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { Config } from '../../platform/runtime/config.ts';
import type { UploadGate } from '../../platform/uploads/upload-gate.ts';
import type { SettingsService } from '../settings/index.ts';
import { leadClientKeyer } from './client-key.ts';
import { leadNotificationMail } from './lead-notification-mail.ts';
import { leadReceivedMail } from './lead-received-mail.ts';
import { LeadsRepo } from './repo.ts';
import { leadsRoutes } from './routes.ts';
import { LeadsService } from './service.ts';

export type { LeadsService } from './service.ts';

export interface LeadsModuleDeps {
  db: Database;
  /** The tools' gates (comparator, powerCalculator) and the organisation the mails name. */
  settings: SettingsService;
  mail: MailService;
  /** The gate every upload passes, one per client address at a time (shared with the other forms). */
  uploadGate: UploadGate;
  uploadTmpDir: string;
  redis?: Redis | undefined;
  /** Signs the forms' tickets and keys the visitors' address hashes. */
  tokenSecret: Uint8Array;
  config: Config['leads'];
  /** The retailer's systems' webhooks (modules/integration): each lead is an event. */
  events: OutgoingEvents;
  now?: () => Date;
}

/**
 * The visitors' leads (docs/leads.md): the comparators' and the power calculator's lead forms,
 * stored with their invoice, acknowledged to the visitor and sent to the sales address; the
 * service is what the staff module lists and exports them through.
 */
export function leadsModule(deps: LeadsModuleDeps): ApiModule & { service: LeadsService } {
  deps.mail.register('lead_received', leadReceivedMail);
  deps.mail.register('lead_notification', leadNotificationMail);
  const tickets = new FormTickets({
    secret: deps.tokenSecret,
    purpose: LEAD_TICKET_PURPOSE,
    minAgeMs: deps.config.ticketMinAgeMs,
    maxAgeMs: deps.config.ticketMaxAgeMs,
    redis: deps.redis,
  });
  const service = new LeadsService({
    repo: new LeadsRepo(deps.db),
    settings: deps.settings,
    mail: deps.mail,
    tickets,
    config: deps.config,
    clientKey: leadClientKeyer(deps.tokenSecret),
    events: deps.events,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    service,
    routes: async (app) => {
      await app.register(leadsRoutes, {
        service,
        tickets,
        uploadGate: deps.uploadGate,
        uploadTmpDir: deps.uploadTmpDir,
        limits: { perEmail: deps.config.perEmailPerHour, perAddress: deps.config.perAddressPerHour },
      });
    },
  };
}
