import { describe, expect, it } from 'vitest';
import {
  type TContract,
  ZAddressSchema,
  ZContractListInfoResponseSchema,
  ZContractListResponseSchema,
  ZContractSchema,
} from './contract-response-schemas.ts';
import { GIRONA_ADDRESS } from './test/address-fixture.ts';

const electricity: TContract = {
  id: 1,
  name: '0001234',
  type: 'electricity',
  state: 'activa',
  sign_date: '2024-03-01',
  owner_partner: { name: 'Maria Puig' },
  fiscal_partner: { name: 'Maria Puig', vat: '12345678Z' },
  fiscal_address: { full_address: 'Carrer Nou 12, 17001 Girona' },
  cups: {
    name: 'ES1234123456789012JY',
    street: 'Carrer Nou 12',
    city: 'Girona',
    full_address: 'Carrer Nou 12, 17001 Girona',
    ref_catastral: '9872023VH5797S0001WX',
  },
  pricelist: { name: 'Tarifa 2.0TD', nom_comercial: 'Llar' },
  tariff: { name: '2.0TD' },
  amount_debt: 0,
  contracted_power_period: [
    { period: 'P1', power: 4.6 },
    { period: 'P2', power: 4.6 },
  ],
  bank_account: { id: 3, printable_iban: 'ES91 **** **** **** **** 1332' },
  ref_catastral: '9872023VH5797S0001WX',
  invoice_online: 'email',
  notification_address: { id: 5, name: 'Maria Puig', full_address: 'Carrer Nou 12', email: 'maria@example.org', mobile: '600123456' },
  dso: { name: 'Distribuidora Demo', website: null },
  dso_reference: null,
  dso_phone: '900 100 100',
  is_peninsula: true,
  atr_available: true,
  waitingForSignature: ['power'],
  no_cession_sips: { state: 'unactive', waiting_for_signature: false },
  bateria_virtual: [],
  attachments: [
    { id: 9, name: 'Contracte', created_date: '2024-03-01', size_text: '120 KB', filename: 'contracte.pdf', category_name: null },
  ],
  pressio: null,
  caudal: null,
};

describe('contract responses', () => {
  it('accepts an electricity and a gas contract', () => {
    expect(ZContractSchema.parse(electricity)).toEqual(electricity);
    const gas = { ...electricity, type: 'gas', state: 'cancelada', contracted_power_period: [], pressio: 0.05, caudal: 6 };
    expect(ZContractSchema.safeParse(gas).success).toBe(true);
  });

  it('refuses an unknown kind, invoice delivery or SIPS state', () => {
    expect(ZContractSchema.safeParse({ ...electricity, type: 'multipoint' }).success).toBe(false);
    expect(ZContractSchema.safeParse({ ...electricity, invoice_online: 'fax' }).success).toBe(false);
    expect(ZContractSchema.safeParse({ ...electricity, no_cession_sips: { state: 'maybe', waiting_for_signature: false } }).success).toBe(
      false,
    );
  });

  it('wraps lists and counts', () => {
    expect(ZContractListResponseSchema.safeParse({ n_items: 1, offset: 0, limit: 10, items: [electricity] }).success).toBe(true);
    expect(ZContractListInfoResponseSchema.safeParse({ result: { electricity: { n_items: 2 }, gas: { n_items: 1 } } }).success).toBe(true);
    expect(ZContractListInfoResponseSchema.safeParse({ result: { electricity: { n_items: 2 } } }).success).toBe(false);
  });

  it('describes an address with its optional parts as null', () => {
    const address = {
      id: 5,
      ...GIRONA_ADDRESS,
      bq: null,
      es: null,
      pt: null,
      pu: null,
      ref_catastral: null,
      aclarador: null,
      email: null,
      full_address: 'Carrer Nou 12, 17001 Girona',
    };
    expect(ZAddressSchema.parse(address)).toEqual(address);
  });
});
