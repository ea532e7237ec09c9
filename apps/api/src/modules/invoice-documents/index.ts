import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { PdfSigner } from '../../platform/documents/pdf-signature.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { Config } from '../../platform/runtime/config.ts';
import type { SettingsService } from '../settings/index.ts';
import { InvoiceDocumentsRepo } from './repo.ts';
import { invoiceDocumentsRoutes } from './routes.ts';
import { InvoiceDocumentsService } from './service.ts';

export interface InvoiceDocumentsModuleDeps {
  db: Database;
  /** The signing certificate, or the data directory a generated one is kept in. */
  config: Pick<Config, 'invoiceSigning' | 'dataDir'>;
  /** The documents print the retailer's organisation, which also names a generated certificate. */
  settings: SettingsService;
  log: FastifyBaseLogger;
}

/** An invoice's PDF, signed PDF and hourly curve (CSV). */
export function invoiceDocumentsModule({ db, config, settings, log }: InvoiceDocumentsModuleDeps): ApiModule {
  const signer = new PdfSigner(
    {
      ...config.invoiceSigning,
      dataDir: config.dataDir,
      organisationName: async () => (await settings.privateSettings()).organization.name,
    },
    (certificate) => log.info({ certificate }, 'invoice signing certificate loaded'),
  );
  const service = new InvoiceDocumentsService(new InvoiceDocumentsRepo(db), settings, signer);
  return {
    routes: async (app) => {
      await app.register(invoiceDocumentsRoutes, { service });
    },
  };
}
