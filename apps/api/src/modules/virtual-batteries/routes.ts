import {
  changeBatteryPercentageEndpoint,
  downloadBatteriesEndpoint,
  getBatteryPercentagesEndpoint,
  getBatteryTypesEndpoint,
  getCustomerBatteriesEndpoint,
  moveBatteryEndpoint,
  normaliseLanguage,
  setBatteryDiscountSettingEndpoint,
} from '@portal/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { ContractsService } from '../contracts/index.ts';
import { trailByCustomer } from '../trail/index.ts';
import type { VirtualBatteriesService } from './service.ts';

export interface VirtualBatteriesRoutesOptions {
  contracts: ContractsService;
  batteries: VirtualBatteriesService;
}

const languageOf = (request: FastifyRequest) => normaliseLanguage(request.headers['accept-language'], identityOf(request).locale);

const DOWNLOAD_DOC = {
  description:
    'An .xlsx: a summary sheet (battery, balance, total deposits, total discounts, contracts with their percentages) and one sheet ' +
    'per battery with its ledger in date order (date, invoice, contract, deposit, discount, balance), headers, dates and euros in ' +
    'the request’s language. 404 virtual_battery_not_found when any id is not one of the customer’s batteries.',
  produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

/** The seven battery calls (customer-area §7 and GET contract/bateria_virtual/); url, method and schemas from the endpoint contracts. */
export const virtualBatteriesRoutes: FastifyPluginAsync<VirtualBatteriesRoutesOptions> = async (app, { contracts, batteries }) => {
  /** The user's contract: 404 contract_not_found for a name that is not theirs. */
  const owned = (request: FastifyRequest & { params: { contractName: string } }) =>
    contracts.owned(identityOf(request).user_id, request.params.contractName);

  endpointRoute(app, getBatteryTypesEndpoint, async (request) => batteries.types(languageOf(request)));
  endpointRoute(app, getCustomerBatteriesEndpoint, (request) => batteries.customerBatteries(identityOf(request).user_id));
  endpointRoute(app, getBatteryPercentagesEndpoint, (request) =>
    batteries.percentages(identityOf(request).user_id, request.params.bateriaId),
  );

  endpointRoute(app, setBatteryDiscountSettingEndpoint, async (request) =>
    batteries.setDiscountSetting(
      identityOf(request).user_id,
      await owned(request),
      request.params.bateriaId,
      request.body.valor_descomptes,
      trailByCustomer(request),
    ),
  );
  endpointRoute(app, changeBatteryPercentageEndpoint, async (request) =>
    batteries.changePercentage(
      identityOf(request).user_id,
      await owned(request),
      request.params.bateriaId,
      request.body.pes_percentatge,
      trailByCustomer(request),
    ),
  );
  endpointRoute(app, moveBatteryEndpoint, async (request) =>
    batteries.move(
      identityOf(request).user_id,
      await owned(request),
      request.params.bateriaOrigenId,
      request.body,
      trailByCustomer(request),
    ),
  );

  endpointRoute(
    app,
    downloadBatteriesEndpoint,
    async (request) => {
      const file = await batteries.download(identityOf(request).user_id, request.params.batteries, languageOf(request));
      return { bytes: file.bytes, filename: file.filename, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    },
    { schema: DOWNLOAD_DOC },
  );
};
