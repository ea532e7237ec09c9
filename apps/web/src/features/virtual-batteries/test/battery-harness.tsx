import type { TCustomerBattery, TVirtualBatteryLink } from '@portal/domain';
import { customerBatteriesFixture, pathOf } from '../../../test/contract-fixture.ts';
import { jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { VirtualBatteriesSection } from '../index.ts';

export const BATTERY_TYPES = [
  { name: 'no_aplicar', description: 'The discounts stay in the battery for later.' },
  { name: 'aplicar', description: 'Each invoice draws its share of the battery.' },
];

/** The battery calls of the API; `change` answers the PUTs (undefined is a 500). Tests only. */
export function serveBatteries({
  batteries = customerBatteriesFixture(),
  change,
}: {
  batteries?: TCustomerBattery[];
  change?: (call: TFetchCall) => Response | undefined;
} = {}) {
  return stubFetch(async (call) => {
    const path = pathOf(call);
    if (call.method === 'PUT') return change?.(call) ?? jsonResponse(500, { code: 'internal_error', message: 'internal_error' });
    if (path === '/api/v1/contract/bateria/types') return jsonResponse(200, BATTERY_TYPES);
    if (path === '/api/v1/contract/bateria_virtual/') return jsonResponse(200, batteries);
    const percentages = path.match(/^\/api\/v1\/contract\/bateria_virtual_percentages\/(\d+)$/);
    if (percentages) return jsonResponse(200, batteries.find((b) => b.id === Number(percentages[1]))?.links ?? []);
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
}

/** The battery block of contract C1001 with these links. Tests only. */
export const showBatteries = (links: TVirtualBatteryLink[]) =>
  renderWithApp(<VirtualBatteriesSection contract={{ name: 'C1001', type: 'electricity', bateria_virtual: links }} />);
