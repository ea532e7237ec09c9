import type { TAddress } from '@portal/domain';
import type { AddressRow } from './repo.ts';

/** The Address entity (customer-area §3); empty optional parts answer null. */
export function toAddress(row: AddressRow): TAddress {
  return {
    id: row.id,
    name: row.name,
    dp: row.dp,
    ine: row.ine,
    state: row.state,
    poblacio: row.poblacio,
    tv: row.tv,
    nv: row.nv,
    pnp: row.pnp,
    bq: row.bq || null,
    es: row.es || null,
    pt: row.pt || null,
    pu: row.pu || null,
    ref_catastral: row.refCatastral || null,
    aclarador: row.aclarador || null,
    mobile: row.mobile || null,
    email: row.email || null,
    full_address: row.fullAddress,
  };
}
