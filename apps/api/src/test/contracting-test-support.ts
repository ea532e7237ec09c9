import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../platform/runtime/config.ts';
import { simplePdf } from '../seed/demo/pdf-bytes.ts';
import { DEMO_REGISTRY_CUPS } from '../seed/index.ts';
import { rows, scalar } from './contracts-test-support.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Test helpers of the contracting wizards' leads (not a test file: imported by them). */

/** A test app whose lead throttles let a test file start as many leads as it needs from one address. */
export const createContractingTestApp = (): Promise<TestApp> =>
  createTestApp({ config: { leads: { ...loadConfig({}).leads, perAddressPerHour: 10_000 } } });

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A valid NIF of `n` (8 digits): every test its own holder, none a demo customer's or a defaulted one. */
export const nif = (n: number) => {
  const digits = String(n).padStart(8, '0');
  return `${digits}${NIF_LETTERS.charAt(n % 23)}`;
};

export const dataUrl = (bytes: Buffer, mime = 'application/pdf') => `data:${mime};base64,${bytes.toString('base64')}`;
export const pdfFile = (name = 'factura.pdf', title = 'Factura') => ({ name, content: dataUrl(simplePdf(title, ['Gener 2026'])) });

/** A browser: its client address and the cookies the API set it; a token when signed in; its language (ca-ES unless said). */
export interface Browser {
  ip: string;
  cookies: Map<string, string>;
  token?: string;
  language?: string;
}

let addresses = 0;
export const browser = (token?: string): Browser => ({
  ip: `10.40.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  cookies: new Map(),
  ...(token ? { token } : {}),
});

/** What the tests need of the reference data: tariffs, origin suppliers, and one product of each supply of their own. */
export interface ContractingRefs {
  tariff20: number;
  rl1: number;
  originElectricity: number;
  originGas: number;
  offerElectricity: number;
  offerGas: number;
  inactiveOffer: number;
}

export async function contractingRefs(t: TestApp): Promise<ContractingRefs> {
  const id = (query: ReturnType<typeof sql>) => scalar<number>(t.database, query);
  const tariff20 = await id(sql`select id from tariffs where name = '2.0TD'`);
  const rl1 = await id(sql`select id from tariffs where name = 'RL.1'`);
  const electricityList = await id(sql`select id from price_lists where kind = 'electricity' order by id limit 1`);
  const gasList = await id(sql`select id from price_lists where kind = 'gas' order by id limit 1`);
  const offer = (priceList: number, tariff: number, active = true) =>
    id(sql`insert into product_offers (price_list_id, tariff_id, active) values (${priceList}, ${tariff}, ${active}) returning id`);
  return {
    tariff20,
    rl1,
    originElectricity: await id(sql`select id from origin_suppliers where kind in ('electricity', 'both') order by id limit 1`),
    originGas: await id(sql`select id from origin_suppliers where kind in ('gas', 'both') order by id limit 1`),
    offerElectricity: await offer(electricityList, tariff20),
    offerGas: await offer(gasList, rl1),
    inactiveOffer: await offer(electricityList, tariff20, false),
  };
}

export const ADDRESS = {
  dp: '08001',
  ine: '08019',
  state: '08',
  poblacio: 'Barcelona',
  tv: 'CL',
  nv: 'Riera Alta',
  pnp: '12',
  pt: '3',
  pu: '1',
};

/** The sections of a whole wizard, valid for a visitor, over `refs`. */
export function wizard(refs: ContractingRefs, vat: string, overrides: { email?: string; leadsConsent?: boolean } = {}) {
  return {
    installation: {
      cups: DEMO_REGISTRY_CUPS.available20TD,
      address: ADDRESS,
      residenceType: 'habitual',
      activeContract: false,
      comerOrigin: refs.originElectricity,
      acceptMorosityVerification: true,
      leadsConsent: overrides.leadsConsent ?? true,
    },
    person: {
      vat,
      name: 'Laia',
      surName1: 'Puig',
      surName2: 'Soler',
      mobile: '+34 612 345 678',
      email: overrides.email ?? `laia.${vat.toLowerCase()}@example.com`,
      company: false,
      nifFaceup: [pdfFile('dni.pdf', 'DNI')],
      commsLanguage: 'ca-ES',
      sameInvoiceAddress: true,
    },
    contract: { power: 4.6, power2: 4.6, accessTariff: refs.tariff20, selectedProduct: refs.offerElectricity, selfcons: false },
    gasContract: {
      includeGas: true,
      cups: DEMO_REGISTRY_CUPS.gas,
      activeContract: false,
      comerOrigin: refs.originGas,
      accessTariff: refs.rl1,
      selectedProduct: refs.offerGas,
    },
    payment: { iban: 'ES91 2100 0418 4502 0005 1332', isOwner: true },
    confirmation: { acceptOVConditions: true, acceptGdpr: true, acceptPublicity: false },
  };
}

/** The wizards' calls as a browser makes them: its cookies sent, the ones the API sets kept. */
export function contractingClient(t: () => TestApp) {
  const headersOf = (b: Browser, extra: Record<string, string> = {}) => ({
    'accept-language': b.language ?? 'ca-ES',
    ...(b.cookies.size > 0 ? { cookie: [...b.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
    ...(b.token ? { authorization: `Bearer ${b.token}` } : {}),
    ...extra,
  });
  const keep = (b: Browser, res: LightMyRequestResponse) => {
    for (const cookie of res.cookies) b.cookies.set(cookie.name, cookie.value);
    return res;
  };
  return {
    async post(b: Browser, body: Record<string, unknown>, url = body.type === 'gas' ? '/api/v2/gas/leads' : '/api/v1/leads') {
      return keep(b, await t().app.inject({ method: 'POST', url, headers: headersOf(b), payload: body, remoteAddress: b.ip }));
    },
    async get(b: Browser, url: string) {
      return keep(b, await t().app.inject({ method: 'GET', url, headers: headersOf(b), remoteAddress: b.ip }));
    },
    /** Posts the steps 1 to 4 of `sections` one after another; answers the lead id. */
    async upToPayment(b: Browser, type: 'electricity' | 'gas' | 'dual', sections: ReturnType<typeof wizard>): Promise<number> {
      const first = await this.post(b, { type, step: 1, installation: sections.installation });
      if (first.statusCode !== 200) throw new Error(`step 1: ${first.statusCode} ${first.body}`);
      const lead_id = first.json().lead_id as number;
      const steps: Array<[number, Record<string, unknown>]> = [[2, { person: sections.person }]];
      if (type !== 'gas') steps.push([3, { contract: sections.contract }]);
      if (type !== 'electricity') steps.push([3, { gasContract: sections.gasContract }]);
      steps.push([4, { payment: sections.payment }]);
      for (const [step, section] of steps) {
        const res = await this.post(b, { lead_id, type, step, ...section });
        if (res.statusCode !== 200) throw new Error(`step ${step}: ${res.statusCode} ${res.body}`);
      }
      return lead_id;
    },
  };
}

/** The lead's row as stored. */
export async function storedLead(t: TestApp, id: number) {
  const [row] = await rows<{
    type: string;
    step: number;
    data: Record<string, Record<string, unknown>>;
    vat: string | null;
    email: string | null;
    leads_consent: boolean;
    customer_id: number | null;
    confirmed_at: Date | null;
    reminder_sent_at: Date | null;
  }>(t.database, sql`select * from contracting_leads where id = ${id}`);
  return row;
}
