import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REGISTRY_CUPS } from '../../seed/index.ts';
import {
  type Browser,
  browser,
  type ContractingRefs,
  contractingClient,
  contractingRefs,
  createContractingTestApp,
  dataUrl,
  nif,
  pdfFile,
  storedLead,
  wizard,
} from '../../test/contracting-test-support.ts';
import { scalar } from '../../test/contracts-test-support.ts';
import { bearer, type TestApp } from '../../test/test-app.ts';

describe('contracting leads, step by step (docs/contracting.md)', () => {
  let t: TestApp;
  let refs: ContractingRefs;
  const client = contractingClient(() => t);
  let holder = 30_000_000;
  const fresh = () => wizard(refs, nif(++holder));

  beforeAll(async () => {
    t = await createContractingTestApp();
    refs = await contractingRefs(t);
  });
  afterAll(() => t?.close());

  it('creates the lead on the first post, with the browser’s key in an httpOnly cookie and only its hash stored', async () => {
    const b = browser();
    const res = await client.post(b, { type: 'electricity', step: 1, installation: fresh().installation });
    expect(res.statusCode, res.body).toBe(200);
    const { lead_id, step } = res.json();
    expect(step).toBe(1);
    const cookie = res.cookies.find((c) => c.name === 'contracting_lead_electricity');
    expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    const [id, key] = (cookie?.value ?? '').split('.');
    expect(Number(id)).toBe(lead_id);
    const hash = await scalar<string>(t.database, sql`select key_hash from contracting_leads where id = ${lead_id}`);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key);
  });

  it('sets the cookie Secure behind https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { type: 'dual', step: 1, installation: fresh().installation },
      remoteAddress: browser().ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Without TRUST_PROXY the forwarded protocol is not believed: the request was http.
    expect(res.cookies[0]?.secure).toBeFalsy();
  });

  it('stores each step, merges the sections posted later, and keeps the largest step reached', async () => {
    const b = browser();
    const sections = fresh();
    const lead_id = await client.upToPayment(b, 'dual', sections);
    let lead = await storedLead(t, lead_id);
    expect(lead?.step).toBe(4);
    expect(Object.keys(lead?.data ?? {}).sort()).toEqual(['contract', 'gasContract', 'installation', 'payment', 'person']);
    expect(lead?.data.installation?.cups).toBe(DEMO_REGISTRY_CUPS.available20TD);
    expect(lead?.data.payment?.iban).toBe('ES9121000418450200051332');
    expect(lead).toMatchObject({ vat: sections.person.vat, email: sections.person.email, leads_consent: true, customer_id: null });

    // Back to the installation step: only that section changes, the step reached stays 4.
    const changed = { ...sections.installation, residenceType: 'second' };
    const res = await client.post(b, { lead_id, type: 'dual', step: 1, installation: changed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().step).toBe(4);
    lead = await storedLead(t, lead_id);
    expect(lead?.data.installation?.residenceType).toBe('second');
    expect(lead?.data.person?.name).toBe('Laia');
    expect(lead?.data.contract?.power).toBe(4.6);
  });

  it('refuses a step whose earlier steps are neither stored nor sent (409 lead_step_missing)', async () => {
    const b = browser();
    const res = await client.post(b, { type: 'electricity', step: 3, contract: fresh().contract });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'lead_step_missing',
      errors: { installation: ['lead_step_missing'], person: ['lead_step_missing'] },
    });
    // Sent together, they are taken.
    const { installation, person, contract } = fresh();
    const together = await client.post(b, { type: 'electricity', step: 3, installation, person, contract });
    expect(together.statusCode, together.body).toBe(200);
    expect(together.json().step).toBe(3);
  });

  it('answers field errors prefixed by their section, as the web’s step schemas would', async () => {
    const b = browser();
    const installation = { ...fresh().installation, address: { ...fresh().installation.address, dp: '8' }, leadsConsent: false };
    const res = await client.post(b, { type: 'electricity', step: 1, installation });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { 'installation.address.dp': ['postal_code_not_valid'], 'installation.leadsConsent': ['consent_required'] },
    });
  });

  it('refuses an invalid CUPS, and one the registry knows as not contractable (cups_not_available)', async () => {
    const b = browser();
    const invalid = await client.post(b, {
      type: 'electricity',
      step: 1,
      installation: { ...fresh().installation, cups: 'ES0031400000002000XX' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors['installation.cups']).toEqual(['cups_invalid']);
    const unavailable = await client.post(b, {
      type: 'electricity',
      step: 1,
      installation: { ...fresh().installation, cups: DEMO_REGISTRY_CUPS.notAvailable },
    });
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().errors['installation.cups']).toEqual(['cups_not_available']);
    // A gas point is no electricity installation.
    const gas = await client.post(b, {
      type: 'electricity',
      step: 1,
      installation: { ...fresh().installation, cups: DEMO_REGISTRY_CUPS.gas },
    });
    expect(gas.json().errors['installation.cups']).toEqual(['cups_not_available']);
    expect(
      await scalar<number>(
        t.database,
        sql`select count(*)::int from contracting_leads where data->'installation'->>'cups' = ${DEMO_REGISTRY_CUPS.notAvailable}`,
      ),
    ).toBe(0);
  });

  it('refuses a product not offered (inactive) for the chosen tariff', async () => {
    const b = browser();
    const { installation, person, contract } = fresh();
    const res = await client.post(b, {
      type: 'electricity',
      step: 3,
      installation,
      person,
      contract: { ...contract, selectedProduct: refs.inactiveOffer },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['contract.selectedProduct']).toEqual(['product_not_available']);
  });

  it('takes the gas wizard on gas/leads only, and the others on leads only', async () => {
    const b = browser();
    const onGas = await client.post(b, { type: 'electricity', step: 1, installation: fresh().installation }, '/api/v2/gas/leads');
    expect(onGas.statusCode).toBe(400);
    expect(onGas.json().errors).toEqual({ type: ['field_invalid'] });
    const onLeads = await client.post(b, { type: 'gas', step: 1, installation: fresh().installation }, '/api/v1/leads');
    expect(onLeads.statusCode).toBe(400);
    const gas = await client.post(b, {
      type: 'gas',
      step: 1,
      installation: { ...fresh().installation, cups: DEMO_REGISTRY_CUPS.gas, comerOrigin: refs.originGas },
    });
    expect(gas.statusCode, gas.body).toBe(200);
    expect(gas.cookies.map((c) => c.name)).toEqual(['contracting_lead_gas']);
    // The gas wizard has no electricity contract step.
    const stray = await client.post(b, {
      lead_id: gas.json().lead_id,
      type: 'gas',
      step: 3,
      person: fresh().person,
      contract: fresh().contract,
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().errors).toEqual({ contract: ['field_unknown'] });
  });

  describe('another browser’s lead is not found', () => {
    let owner: Browser;
    let lead_id: number;
    beforeAll(async () => {
      owner = browser();
      const sections = fresh();
      const first = await client.post(owner, { type: 'electricity', step: 1, installation: sections.installation });
      lead_id = first.json().lead_id;
      await client.post(owner, { lead_id, type: 'electricity', step: 2, person: sections.person });
    });

    it.each([
      ['no cookie', () => browser()],
      ['its own lead’s cookie', () => browser()],
      ['a forged key', () => browser()],
    ])('with %s: 404 on post, solvency, dni validation and draft', async (label, make) => {
      const stranger = make();
      if (label === 'its own lead’s cookie')
        await client.post(stranger, { type: 'electricity', step: 1, installation: fresh().installation });
      if (label === 'a forged key') stranger.cookies.set('contracting_lead_electricity', `${lead_id}.${'A'.repeat(43)}`);
      const post = await client.post(stranger, { lead_id, type: 'electricity', step: 2, person: fresh().person });
      expect(post.statusCode, post.body).toBe(404);
      expect(post.json().code).toBe('lead_not_found');
      expect((await client.get(stranger, `/api/v1/leads/solvencia/${lead_id}`)).statusCode).toBe(404);
      expect((await client.get(stranger, `/api/v1/leads/dni-validation/${lead_id}`)).statusCode).toBe(404);
      const draft = await client.get(stranger, '/api/v1/leads/draft?type=electricity');
      if (label === 'its own lead’s cookie') expect(draft.json().lead_id).not.toBe(lead_id);
      else expect(draft.statusCode).toBe(404);
      // The owner's lead is as it was.
      expect((await storedLead(t, lead_id))?.data.person?.vat).not.toBe(fresh().person.vat);
    });

    it('is the owner’s from its browser', async () => {
      expect((await client.get(owner, `/api/v1/leads/solvencia/${lead_id}`)).json()).toEqual({ scoring: true });
      expect((await client.get(owner, `/api/v1/leads/draft?type=electricity`)).json().lead_id).toBe(lead_id);
    });
  });

  describe('solvency and identity of the lead’s holder', () => {
    const checks = async (person: Record<string, unknown>) => {
      const b = browser();
      const sections = fresh();
      const first = await client.post(b, { type: 'electricity', step: 1, installation: sections.installation });
      const lead_id = first.json().lead_id;
      const before = await client.get(b, `/api/v1/leads/solvencia/${lead_id}`);
      expect(before.statusCode).toBe(409);
      expect(before.json().code).toBe('lead_step_missing');
      const stored = await client.post(b, { lead_id, type: 'electricity', step: 2, person: { ...sections.person, ...person } });
      expect(stored.statusCode, stored.body).toBe(200);
      const solvency = await client.get(b, `/api/v1/leads/solvencia/${lead_id}`);
      const dni = await client.get(b, `/api/v1/leads/dni-validation/${lead_id}`);
      return { scoring: solvency.json().scoring, dni_valid: dni.json().dni_valid };
    };

    it('scores false a seeded defaulted tax id (badScore), true another', async () => {
      expect(await checks({ vat: '11111111H' })).toEqual({ scoring: false, dni_valid: true });
      expect(await checks({ vat: 'x-1234567-l' })).toEqual({ scoring: false, dni_valid: true });
      expect(await checks({})).toEqual({ scoring: true, dni_valid: true });
    });

    it('finds a known tax id under another name invalid (dniInvalid), and valid under its own, accents and case aside', async () => {
      expect((await checks({ vat: '12345678Z', name: 'Joan', surName1: 'Garcia' })).dni_valid).toBe(false);
      expect((await checks({ vat: '12345678Z', name: 'MARTA', surName1: 'puig' })).dni_valid).toBe(true);
      expect((await checks({ vat: '87654321X', name: 'Jordi', surName1: 'Solér' })).dni_valid).toBe(true);
    });
  });

  describe('documents', () => {
    it('keeps a document by id: the draft names it, a later post names it again without its bytes', async () => {
      const b = browser();
      const sections = fresh();
      const installation = { ...sections.installation, activeContract: true, invoice: [pdfFile('factura-gener.pdf')] };
      const first = await client.post(b, { type: 'electricity', step: 1, installation });
      expect(first.statusCode, first.body).toBe(200);
      const lead_id = first.json().lead_id;
      const draft = await client.get(b, '/api/v1/leads/draft?type=electricity');
      expect(draft.statusCode, draft.body).toBe(200);
      const invoice = draft.json().installation.invoice;
      expect(invoice).toEqual([{ id: expect.any(Number), name: 'factura-gener.pdf' }]);
      expect(JSON.stringify(draft.json())).not.toContain('base64');
      expect(draft.json()).toMatchObject({ lead_id, type: 'electricity', step: 1, person: null, payment: null });
      const file = await scalar<string>(
        t.database,
        sql`select mime_type from contracting_lead_files where id = ${invoice[0].id} and lead_id = ${lead_id}`,
      );
      expect(file).toBe('application/pdf');

      // Sent again by id (the visitor changed another field): the same file, nothing uploaded.
      const again = await client.post(b, {
        lead_id,
        type: 'electricity',
        step: 1,
        installation: { ...installation, residenceType: 'second', invoice },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect((await storedLead(t, lead_id))?.data.installation?.invoice).toEqual(invoice);
      // Replaced by a new one: the old file is gone with it.
      await client.post(b, {
        lead_id,
        type: 'electricity',
        step: 1,
        installation: { ...installation, invoice: [pdfFile('factura-febrer.pdf')] },
      });
      const files = await scalar<number>(t.database, sql`select count(*)::int from contracting_lead_files where lead_id = ${lead_id}`);
      expect(files).toBe(1);
      expect(await scalar<number>(t.database, sql`select count(*)::int from contracting_lead_files where id = ${invoice[0].id}`)).toBe(0);

      // Another lead cannot name this lead's file.
      const other = browser();
      const [kept] = ((await storedLead(t, lead_id))?.data.installation?.invoice ?? []) as Array<{ id: number }>;
      const stolen = await client.post(other, {
        type: 'electricity',
        step: 1,
        installation: { ...installation, invoice: [{ id: kept?.id, name: 'x.pdf' }] },
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json()).toMatchObject({
        code: 'invalid_attachment_type',
        errors: { 'installation.invoice': ['invalid_attachment_type'] },
      });
    });

    it('refuses a fake document by its bytes: a text named .pdf, a data URL declaring pdf over other bytes', async () => {
      const b = browser();
      const installation = fresh().installation;
      const fake = { name: 'factura.pdf', content: dataUrl(Buffer.from('not a pdf at all, only words')) };
      const res = await client.post(b, {
        type: 'electricity',
        step: 1,
        installation: { ...installation, activeContract: true, invoice: [fake] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_attachment_type',
        errors: { 'installation.invoice': ['invalid_attachment_type'] },
      });
      const text = { name: 'factura.pdf', content: dataUrl(Buffer.from('hello'), 'text/plain') };
      const declared = await client.post(b, {
        type: 'electricity',
        step: 1,
        installation: { ...installation, activeContract: true, invoice: [text] },
      });
      expect(declared.statusCode).toBe(400);
      expect(declared.json().errors['installation.invoice.0.content'] ?? declared.json().errors['installation.invoice']).toBeDefined();
      expect(await scalar<number>(t.database, sql`select count(*)::int from contracting_lead_files where lead_id is null`)).toBe(0);
    });

    it('refuses a file over the size limit (400 file_too_large) and a body over the post’s limit (413)', async () => {
      await t.app.portal.settings.patch('private', { fileUploadSizeLimit: 20_000 });
      try {
        const b = browser();
        const installation = { ...fresh().installation, activeContract: true };
        const big = { name: 'factura.pdf', content: dataUrl(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(30_000, 32)])) };
        const oneFile = await client.post(b, { type: 'electricity', step: 1, installation: { ...installation, invoice: [big] } });
        expect(oneFile.statusCode).toBe(400);
        expect(JSON.stringify(oneFile.json().errors)).toContain('file_too_large');
        const huge = { name: 'factura.pdf', content: dataUrl(Buffer.alloc(1_000_000, 65)) };
        const body = await client.post(b, { type: 'electricity', step: 1, installation: { ...installation, invoice: [huge] } });
        expect(body.statusCode).toBe(413);
        expect(body.json()).toMatchObject({ code: 'payload_too_large', message: 'file_too_large', limit_mb: 0 });
      } finally {
        await t.app.portal.settings.patch('private', { fileUploadSizeLimit: 15_000_000 });
      }
    });
  });

  it('refuses a read-only token on the posts (403), as every changing call', async () => {
    const readOnly = (await t.app.portal.auth.issueReadOnlyToken('12345678Z')) as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: bearer(readOnly),
      payload: { type: 'electricity', step: 1, installation: fresh().installation },
      remoteAddress: browser().ip,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('read_only_token');
  });

  it('answers 404 while the retailer has the wizard off, 401 to a visitor when only customers contract', async () => {
    await t.app.portal.settings.patch('public', { contractation: { gas: { enabled: false } } });
    try {
      const off = await client.post(browser(), { type: 'gas', step: 1, installation: fresh().installation });
      expect(off.statusCode).toBe(404);
    } finally {
      await t.app.portal.settings.patch('public', { contractation: { gas: { enabled: true } } });
    }
    await t.app.portal.settings.patch('public', { contractation: { authenticate: true } });
    try {
      const visitor = await client.post(browser(), { type: 'electricity', step: 1, installation: fresh().installation });
      expect(visitor.statusCode).toBe(401);
    } finally {
      await t.app.portal.settings.patch('public', { contractation: { authenticate: false } });
    }
  });
});
