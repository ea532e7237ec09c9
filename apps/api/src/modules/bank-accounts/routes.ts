import { printableIban, ZBankAccountListResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { BankAccountsRepo } from './repo.ts';

const ZIbansResponseSchema = z.object({ items: ZBankAccountListResponseSchema });

export const bankAccountsRoutes: FastifyPluginAsyncZod<{ repo: BankAccountsRepo }> = async (app, { repo }) => {
  app.get(
    '/v1/ibans/',
    {
      config: { auth: true },
      schema: {
        tags: ['contracts'],
        summary: 'The customer’s bank accounts (for the IBAN change)',
        response: { 200: ZIbansResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await repo.list(identityOf(request).user_id);
      return { items: rows.map((r) => ({ id: r.id, printable_iban: printableIban(r.iban) })) };
    },
  );
};
