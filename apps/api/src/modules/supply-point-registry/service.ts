import {
  CUPS_NOT_FOUND,
  cupsConfigOf,
  gasCupsConfigOf,
  registryKeyOf,
  type TCupsConfig,
  type TGasCupsConfig,
  type TRegistryKind,
  type TRegistryPoint,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { SupplyPointRegistryRepo } from './repo.ts';

/** What other modules read of the registry (the comparators, the power calculator): one point by a valid CUPS of 20 or 22 characters, in any spelling normaliseCups reads. */
export interface SupplyPointRegistry {
  lookup(cups: string): Promise<TRegistryPoint | undefined>;
}

const notFound = () => new ApiError(404, CUPS_NOT_FOUND, CUPS_NOT_FOUND);

/**
 * The registry's rules: a CUPS the registry lacks, or one of the other kind (a gas point asked
 * on the electricity call), is a 404 `cups_not_found`. No cache: a visitor looks up a CUPS
 * once, and one primary-key read costs less than keeping answers fresh after an import.
 */
export class SupplyPointRegistryService implements SupplyPointRegistry {
  constructor(private readonly repo: SupplyPointRegistryRepo) {}

  /** `cups` as a visitor typed it, 20 or 22 characters (already checked valid by the caller). */
  lookup(cups: string): Promise<TRegistryPoint | undefined> {
    return this.repo.lookup(registryKeyOf(cups));
  }

  async cupsConfig(cups: string): Promise<TCupsConfig> {
    return cupsConfigOf(await this.pointOfKind(cups, 'electricity'));
  }

  async gasCupsConfig(cups: string): Promise<TGasCupsConfig> {
    return gasCupsConfigOf(await this.pointOfKind(cups, 'gas'));
  }

  private async pointOfKind(cups: string, kind: TRegistryKind): Promise<TRegistryPoint> {
    const point = await this.lookup(cups);
    if (!point || point.kind !== kind) throw notFound();
    return point;
  }
}
