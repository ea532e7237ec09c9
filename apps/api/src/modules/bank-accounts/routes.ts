import { getBankAccountsEndpoint, printableIban } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { BankAccountsRepo } from './repo.ts';

/** GET /ibans/ (customer-area §7): the accounts the IBAN change offers. */
export const bankAccountsRoutes: FastifyPluginAsync<{ repo: BankAccountsRepo }> = async (app, { repo }) => {
  endpointRoute(app, getBankAccountsEndpoint, async (request) => {
    const rows = await repo.list(identityOf(request).user_id);
    return { items: rows.map((r) => ({ id: r.id, printable_iban: printableIban(r.iban) })) };
  });
};
