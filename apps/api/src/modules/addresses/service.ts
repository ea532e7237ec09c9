import { composeFullAddress, type TAddress, type TNewAddress } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { addressPlaces } from '../geo/index.ts';
import { toAddress } from './address-mapper.ts';
import type { AddressesRepo } from './repo.ts';

/** The customer's addresses as other modules use them (the notification address change). */
export class AddressesService {
  constructor(private readonly repo: AddressesRepo) {}

  /** One of the user's addresses; someone else's is not found. */
  async findOwned(userId: number, id: number): Promise<TAddress | undefined> {
    const row = await this.repo.findOwned(userId, id);
    return row && toAddress(row);
  }

  /**
   * A new address of the customer, in the caller's transaction; its one-line form is composed once,
   * here, written like the stored ones: the locality in its own spelling and the province by name
   * ("CL Major 5, 17002 Girona", not "… GIRONA (17)" from the Callejero's capitals and the code).
   */
  async create(tx: Executor, customerId: number, address: TNewAddress): Promise<TAddress> {
    const places = await addressPlaces(address);
    const row = await this.repo.insert(tx, {
      customerId,
      name: address.name,
      dp: address.dp,
      ine: address.ine,
      state: address.state,
      poblacio: places.poblacio,
      tv: address.tv,
      nv: address.nv,
      pnp: address.pnp,
      bq: address.bq ?? '',
      es: address.es ?? '',
      pt: address.pt ?? '',
      pu: address.pu ?? '',
      aclarador: address.aclarador ?? '',
      refCatastral: address.ref_catastral || null,
      mobile: address.mobile,
      email: address.email,
      fullAddress: composeFullAddress({ ...address, poblacio: places.poblacio, state: places.province }),
    });
    return toAddress(row);
  }
}
