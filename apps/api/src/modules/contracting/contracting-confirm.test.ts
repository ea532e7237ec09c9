import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REGISTRY_CUPS } from '../../seed/index.ts';
import {
  browser,
  type ContractingRefs,
  contractingClient,
  contractingRefs,
  createContractingTestApp,
  nif,
  storedLead,
  wizard,
} from '../../test/contracting-test-support.ts';
import { rows, scalar } from '../../test/contracts-test-support.ts';
import { invoiceState, payWithCard } from '../../test/payments-test-support.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bearer } from '../../test/test-app.ts';

interface MadeContract {
  name: string;
  type: string;
  state: string;
  sign_date: string | null;
  customer: string;
  tariff: string;
  price_list_id: number;
  cups: string;
  bank_account_id: number | null;
  powers: number[] | null;
}

describe('confirming a contracting lead (step 5): one transaction makes it real (docs/contracting.md)', () => {
  let t: TestApp;
  let refs: ContractingRefs;
  const client = contractingClient(() => t);
  let holder = 31_000_000;

  const contractsOf = (taxId: string) =>
    rows<MadeContract>(
      t.database,
      sql`select c.name, c.type, c.state, c.sign_date, cu.tax_id as customer, ta.name as tariff, c.price_list_id, sp.cups, c.bank_account_id,
            (select array_agg(p.power_w order by p.period) from contracted_powers p where p.contract_id = c.id) as powers
          from contracts c join customers cu on cu.id = c.customer_id join tariffs ta on ta.id = c.tariff_id
          join supply_points sp on sp.id = c.supply_point_id
          where cu.tax_id = ${taxId} order by c.name`,
    );
  const activationMails = (to: string) =>
    scalar<number>(t.database, sql`select count(*)::int from mail_outbox where to_address = ${to} and template_key = 'account_activation'`);

  beforeAll(async () => {
    t = await createContractingTestApp();
    refs = await contractingRefs(t);
  });
  afterAll(() => t?.close());

  it('makes a visitor a customer with a pending account, its activation mail, the bank account and a draft contract; twice makes one', async () => {
    const b = browser();
    const vat = nif(++holder);
    const sections = wizard(refs, vat);
    const lead_id = await client.upToPayment(b, 'electricity', sections);
    const names = await scalar<string>(t.database, sql`select max(name) from contracts where name ~ '^[0-8][0-9]{6}$'`);

    const res = await client.post(b, { lead_id, type: 'electricity', step: 5, confirmation: sections.confirmation });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ lead_id, step: 5, confirm: { status: 'OK', result: { error: null, payments: [] } } });
    const expected = String(Number(names) + 1).padStart(7, '0');
    expect(body.confirm.result.contracts).toEqual([{ name: expected, type: 'electricity' }]);
    expect(body.confirm.result.render.format).toBe('html');
    expect(body.confirm.result.render.body).toContain('Gràcies');
    expect(body.confirm.result.render.body).toContain(expected);
    expect(body.confirm.result.render.body).toContain(sections.person.email);

    const made = await contractsOf(vat);
    expect(made).toEqual([
      {
        name: expected,
        type: 'electricity',
        state: 'esborrany',
        sign_date: null,
        customer: vat,
        tariff: '2.0TD',
        price_list_id: expect.any(Number),
        cups: DEMO_REGISTRY_CUPS.available20TD,
        bank_account_id: expect.any(Number),
        powers: [4600, 4600],
      },
    ]);
    const offerList = await scalar<number>(t.database, sql`select price_list_id from product_offers where id = ${refs.offerElectricity}`);
    expect(made[0]?.price_list_id).toBe(offerList);
    const [customer] = await rows<{ name: string; login: string; has_password: boolean; email: string; iban: string }>(
      t.database,
      sql`select cu.name, u.login, u.password_hash is not null as has_password, u.email, b.iban
          from customers cu join users u on u.customer_id = cu.id join bank_accounts b on b.customer_id = cu.id where cu.tax_id = ${vat}`,
    );
    expect(customer).toEqual({
      name: 'Laia Puig Soler',
      login: vat,
      has_password: false,
      email: sections.person.email,
      iban: 'ES9121000418450200051332',
    });
    expect(await activationMails(sections.person.email)).toBe(1);
    const lead = await storedLead(t, lead_id);
    expect(lead).toMatchObject({ step: 5, customer_id: expect.any(Number) });
    expect(lead?.confirmed_at).not.toBeNull();

    // Again: the same answer, nothing more made; any other step is refused.
    const again = await client.post(b, { lead_id, type: 'electricity', step: 5, confirmation: sections.confirmation });
    expect(again.json()).toEqual(body);
    expect(await contractsOf(vat)).toHaveLength(1);
    expect(await activationMails(sections.person.email)).toBe(1);
    const later = await client.post(b, { lead_id, type: 'electricity', step: 4, payment: sections.payment });
    expect(later.statusCode).toBe(409);
    expect(later.json().code).toBe('lead_confirmed');
    // A confirmed lead is no draft to resume.
    expect((await client.get(b, '/api/v1/leads/draft?type=electricity')).statusCode).toBe(404);
  });

  it('mails a visitor’s signing link in the wizard’s language, that of the pending account it makes', async () => {
    const b = { ...browser(), language: 'es-ES' };
    const vat = nif(++holder);
    const sections = wizard(refs, vat);
    const lead_id = await client.upToPayment(b, 'electricity', sections);
    const res = await client.post(b, { lead_id, type: 'electricity', step: 5, confirmation: sections.confirmation });
    expect(res.json().confirm.status, res.body).toBe('OK');
    const [contract] = res.json().confirm.result.contracts as Array<{ name: string }>;
    const subject = await scalar<string>(
      t.database,
      sql`select subject from mail_outbox where to_address = ${sections.person.email} and template_key = 'signature_link'`,
    );
    expect(subject).toBe(`Firma: Nuevo contrato de suministro del contrato ${contract!.name}`);
  });

  it('makes one contract of two confirmations sent at once', async () => {
    const b = browser();
    const vat = nif(++holder);
    const sections = wizard(refs, vat);
    const lead_id = await client.upToPayment(b, 'electricity', sections);
    const confirm = () => client.post(b, { lead_id, type: 'electricity', step: 5, confirmation: sections.confirmation });
    const [one, two] = await Promise.all([confirm(), confirm()]);
    expect(one.json().confirm.status, one.body).toBe('OK');
    expect(two.json().confirm).toEqual(one.json().confirm);
    expect(await contractsOf(vat)).toHaveLength(1);
  });

  it('makes both contracts of a dual lead that includes gas, each with its product’s price list', async () => {
    const b = browser();
    const vat = nif(++holder);
    const sections = wizard(refs, vat);
    const lead_id = await client.upToPayment(b, 'dual', sections);
    const res = await client.post(b, { lead_id, type: 'dual', step: 5, confirmation: sections.confirmation });
    expect(res.json().confirm.status, res.body).toBe('OK');
    const made = await contractsOf(vat);
    expect(made.map((c) => [c.type, c.tariff, c.cups, c.state])).toEqual([
      ['electricity', '2.0TD', DEMO_REGISTRY_CUPS.available20TD, 'esborrany'],
      ['gas', 'RL.1', DEMO_REGISTRY_CUPS.gas, 'esborrany'],
    ]);
    expect(res.json().confirm.result.contracts.map((c: { type: string }) => c.type)).toEqual(['electricity', 'gas']);
    expect(made[1]?.powers).toBeNull();
    // Each draft waits for the customer's signature, its link mailed to the contract's address (docs/signatures.md).
    const signings = await rows<{ kind: string; state: string; mailed: number }>(
      t.database,
      sql`select s.kind, s.state, (select count(*)::int from mail_outbox o where o.contract_id = c.id and o.template_key = 'signature_link') as mailed
          from signing_requests s join contracts c on c.id = s.contract_id join customers cu on cu.id = c.customer_id
          where cu.tax_id = ${vat} order by c.name`,
    );
    expect(signings).toEqual([
      { kind: 'contract', state: 'waiting_for_signature', mailed: 1 },
      { kind: 'contract', state: 'waiting_for_signature', mailed: 1 },
    ]);
  });

  it('makes the signed-in customer’s contract for their own customer, with no new customer nor account', async () => {
    const token = await t.login('87654321X');
    const b = browser(token);
    const sections = wizard(refs, '87654321X');
    const person = { ...sections.person, name: 'Jordi', surName1: 'Soler', surName2: 'Vidal', email: 'jordi.soler@correu.example' };
    const customers = await scalar<number>(t.database, sql`select count(*)::int from customers`);
    const first = await client.post(b, { type: 'electricity', step: 1, installation: sections.installation });
    expect(first.statusCode, first.body).toBe(200);
    const lead_id = first.json().lead_id;
    expect((await storedLead(t, lead_id))?.customer_id).not.toBeNull();
    // Another holder's tax id is not theirs to contract with.
    const other = await client.post(b, { lead_id, type: 'electricity', step: 2, person: { ...person, vat: nif(++holder) } });
    expect(other.json().errors).toEqual({ 'person.vat': ['vat_not_customer'] });
    for (const [step, section] of [
      [2, { person }],
      [3, { contract: sections.contract }],
      [4, { payment: sections.payment }],
    ] as const) {
      const res = await client.post(b, { lead_id, type: 'electricity', step, ...section });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Signed in, the conditions count as accepted (§6).
    const res = await client.post(b, { lead_id, type: 'electricity', step: 5, confirmation: {} });
    expect(res.json().confirm.status, res.body).toBe('OK');
    expect(await scalar<number>(t.database, sql`select count(*)::int from customers`)).toBe(customers);
    expect((await contractsOf('87654321X')).map((c) => c.state)).toEqual(['esborrany']);
    expect(await activationMails('jordi.soler@correu.example')).toBe(0);
    // From another browser, the customer still reaches their lead; a visitor does not.
    const elsewhere = browser(token);
    expect((await client.get(elsewhere, `/api/v1/leads/solvencia/${lead_id}`)).statusCode).toBe(200);
    expect((await client.get(browser(), `/api/v1/leads/solvencia/${lead_id}`)).statusCode).toBe(404);
  });

  it('asks a product’s initial payment as a pending invoice of its contract, which the customer pays by card', async () => {
    const withPayment = (offer: number, amount: number) =>
      scalar<number>(
        t.database,
        sql`insert into product_offers (price_list_id, tariff_id, active, initial_payment)
            select price_list_id, tariff_id, true, ${amount} from product_offers where id = ${offer} returning id`,
      );
    const token = await t.login('87654321X');
    const b = browser(token);
    const sections = wizard(refs, '87654321X');
    const person = { ...sections.person, name: 'Jordi', surName1: 'Soler', surName2: 'Vidal' };
    const contract = { ...sections.contract, selectedProduct: await withPayment(refs.offerElectricity, 20) };
    const gasContract = { ...sections.gasContract, selectedProduct: await withPayment(refs.offerGas, 12.5) };
    const first = await client.post(b, { type: 'dual', step: 1, installation: sections.installation });
    const lead_id = first.json().lead_id;
    for (const [step, section] of [
      [2, { person }],
      [3, { contract, gasContract }],
      [4, { payment: sections.payment }],
    ] as const) {
      const res = await client.post(b, { lead_id, type: 'dual', step, ...section });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await client.post(b, { lead_id, type: 'dual', step: 5, confirmation: {} });
    const result = res.json().confirm.result;
    expect(res.json().confirm.status, res.body).toBe('OK');
    const [electricity, gas] = result.contracts as Array<{ name: string }>;
    expect(result.payments).toEqual([
      { invoiceId: expect.any(Number), amount: 20, contractName: electricity?.name, contractType: 'electricity' },
      { invoiceId: expect.any(Number), amount: 12.5, contractName: gas?.name, contractType: 'gas' },
    ]);
    const invoiceId: number = result.payments[0].invoiceId;
    const [invoice] = await rows<Record<string, unknown>>(
      t.database,
      sql`select i.number, i.kind, i.contract_name, i.amount_total::text, i.amount_pending::text, i.paid_status, i.energy_kwh::text,
            i.computation->'days' as days, cu.tax_id
          from invoices i join customers cu on cu.id = i.customer_id where i.id = ${invoiceId}`,
    );
    expect(invoice).toEqual({
      number: `INI-${electricity?.name}`,
      kind: 'electricity',
      contract_name: electricity?.name,
      amount_total: '20.00',
      amount_pending: '20.00',
      paid_status: 'pending_transfer',
      energy_kwh: '0.000',
      days: 0,
      tax_id: '87654321X',
    });

    // The invoice list offers it to pay; the payment module charges it and settles it.
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/invoices/?contractName=${electricity?.name}`, headers: bearer(token) });
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json().items as Array<{ id: number; online_payment?: { payment_enabled?: boolean } }>).find(
      (i) => i.id === invoiceId,
    );
    expect(listed?.online_payment?.payment_enabled).toBe(true);
    expect((await payWithCard(t, token, invoiceId)).status).toBe('success');
    expect(await invoiceState(t, invoiceId)).toMatchObject({ amount_pending: '0.00', paid_status: 'paid' });
    // Its PDF prints the one line.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${invoiceId}/pdf/`, headers: bearer(token) });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // Another customer cannot pay it.
    const marta = await t.login('12345678Z');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay',
      headers: bearer(marta),
      payload: {
        payment_method_id: 'pm_x',
        platform_name: 'sandbox',
        item_id: result.payments[1].invoiceId,
        related_object_type: 'account.invoice',
      },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a defaulted holder at confirmation (bad_score) and makes nothing', async () => {
    const b = browser();
    const sections = wizard(refs, '22222222J');
    const lead_id = await client.upToPayment(b, 'electricity', sections);
    const res = await client.post(b, { lead_id, type: 'electricity', step: 5, confirmation: sections.confirmation });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      step: 4,
      confirm: { status: 'ERROR', result: { error: 'bad_score', render: null, contracts: [] } },
    });
    expect(await scalar<number>(t.database, sql`select count(*)::int from customers where tax_id = '22222222J'`)).toBe(0);
    expect((await storedLead(t, lead_id))?.confirmed_at).toBeNull();
  });

  it('refuses a known tax id under another name (dni_invalid), and under its own name asks a visitor to sign in (customer_exists)', async () => {
    const stranger = browser();
    const sections = wizard(refs, '12345678Z');
    const lead_id = await client.upToPayment(stranger, 'electricity', sections);
    const res = await client.post(stranger, { lead_id, type: 'electricity', step: 5, confirmation: sections.confirmation });
    expect(res.json().confirm.result.error).toBe('dni_invalid');

    // Even with the customer's own name, a visitor's confirmation would add the lead's e-mail to the
    // customer's addresses, where sign-up sends activation links: nothing is made.
    const namesake = browser();
    const person = { ...sections.person, name: 'Marta', surName1: 'Puig', surName2: 'Serra', email: 'someone@else.example' };
    const own = await client.upToPayment(namesake, 'electricity', { ...sections, person });
    const refused = await client.post(namesake, { lead_id: own, type: 'electricity', step: 5, confirmation: sections.confirmation });
    expect(refused.json().confirm).toMatchObject({ status: 'ERROR', result: { error: 'customer_exists' } });
    const addresses = await scalar<number>(t.database, sql`select count(*)::int from addresses where email = 'someone@else.example'`);
    expect(addresses).toBe(0);
  });

  it('leaves nothing half made when the transaction fails: a product withdrawn meanwhile', async () => {
    const b = browser();
    const vat = nif(++holder);
    const sections = wizard(refs, vat);
    const lead_id = await client.upToPayment(b, 'dual', sections);
    await t.database.db.execute(sql`update product_offers set active = false where id = ${refs.offerGas}`);
    try {
      const res = await client.post(b, { lead_id, type: 'dual', step: 5, confirmation: sections.confirmation });
      expect(res.json().confirm).toMatchObject({ status: 'ERROR', result: { error: 'product_not_available' } });
    } finally {
      await t.database.db.execute(sql`update product_offers set active = true where id = ${refs.offerGas}`);
    }
    expect(await scalar<number>(t.database, sql`select count(*)::int from customers where tax_id = ${vat}`)).toBe(0);
    expect(await contractsOf(vat)).toEqual([]);
    // Once the product is back, the same lead confirms.
    const res = await client.post(b, { lead_id, type: 'dual', step: 5, confirmation: sections.confirmation });
    expect(res.json().confirm.status).toBe('OK');
  });

  it('needs the conditions of a visitor (§5.9)', async () => {
    const b = browser();
    const sections = wizard(refs, nif(++holder));
    const lead_id = await client.upToPayment(b, 'electricity', sections);
    const res = await client.post(b, { lead_id, type: 'electricity', step: 5, confirmation: { acceptOVConditions: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'confirmation.acceptGdpr': ['gdpr_required'] });
  });
});
