import {
  getAvailableDoubleTariffsEndpoint,
  getAvailableHappyDaysEndpoint,
  getAvailableHappyHoursEndpoint,
  getDoubleTariffEndpoint,
  getHappyDayEndpoint,
  getHappyHoursEndpoint,
  normaliseLanguage,
  setDoubleTariffEndpoint,
  setHappyDayEndpoint,
  setHappyHoursEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { ContractsService } from '../contracts/index.ts';
import { trailByCustomer } from '../trail/index.ts';
import type { TariffOptionsService } from './service.ts';

export interface TariffOptionsRoutesOptions {
  contracts: ContractsService;
  options: TariffOptionsService;
}

const languageOf = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language'], identityOf(request).locale);

/** The nine calls of customer-area §7 (`contract/{id}/…`, singular as the spec writes it); url, method and schemas from the endpoint contracts. */
export const tariffOptionsRoutes: FastifyPluginAsync<TariffOptionsRoutesOptions> = async (app, { contracts, options }) => {
  /** The user's contract: 404 contract_not_found for a name that is not theirs. */
  const owned = (request: FastifyRequest & { params: { contractName: string } }) =>
    contracts.owned(identityOf(request).user_id, request.params.contractName);

  endpointRoute(app, getDoubleTariffEndpoint, async (request) =>
    options.current(await owned(request), 'double_tariff', languageOf(request)),
  );
  endpointRoute(app, getHappyHoursEndpoint, async (request) => options.current(await owned(request), 'happy_hours', languageOf(request)));
  endpointRoute(app, getHappyDayEndpoint, async (request) => options.current(await owned(request), 'happy_day', languageOf(request)));

  endpointRoute(app, getAvailableDoubleTariffsEndpoint, async (request) =>
    options.availableChoices(await owned(request), 'double_tariff', languageOf(request)),
  );
  endpointRoute(app, getAvailableHappyHoursEndpoint, async (request) =>
    options.availableChoices(await owned(request), 'happy_hours', languageOf(request)),
  );
  endpointRoute(app, getAvailableHappyDaysEndpoint, async (request) =>
    options.availableChoices(await owned(request), 'happy_day', languageOf(request)),
  );

  endpointRoute(app, setDoubleTariffEndpoint, async (request) =>
    options.choose(
      identityOf(request).user_id,
      await owned(request),
      'double_tariff',
      request.body,
      languageOf(request),
      trailByCustomer(request),
    ),
  );
  endpointRoute(app, setHappyHoursEndpoint, async (request) =>
    options.choose(
      identityOf(request).user_id,
      await owned(request),
      'happy_hours',
      request.body,
      languageOf(request),
      trailByCustomer(request),
    ),
  );
  endpointRoute(app, setHappyDayEndpoint, async (request) =>
    options.choose(
      identityOf(request).user_id,
      await owned(request),
      'happy_day',
      request.body,
      languageOf(request),
      trailByCustomer(request),
    ),
  );
};
