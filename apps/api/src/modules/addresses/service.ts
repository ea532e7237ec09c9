import { composeFullAddress, type TAddress, type TNewAddress } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
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

  /** A new address of the customer, in the caller's transaction; its one-line form is composed once, here. */
  async create(tx: Executor, customerId: number, address: TNewAddress): Promise<TAddress> {
    const row = await this.repo.insert(tx, {
      customerId,
      name: address.name,
      dp: address.dp,
      ine: address.ine,
      state: address.state,
      poblacio: address.poblacio,
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
      fullAddress: composeFullAddress(address),
    });
    return toAddress(row);
  }
}
