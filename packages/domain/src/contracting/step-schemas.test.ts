import { describe, expect, it } from 'vitest';
import { cupsControlLetters } from '../validators/cups.ts';
import { contractStepSchema } from './contract-step-schema.ts';
import { gasContractStepSchema } from './gas-contract-step-schema.ts';
import { installationStepSchema } from './installation-step-schema.ts';
import { confirmationStepSchema, ZPaymentStepSchema } from './payment-step-schema.ts';
import { personStepSchema } from './person-step-schema.ts';
import { DEFAULT_CONTRACTING_CONFIG } from './wizard-config.ts';

const CUPS = `ES0031400000002000${cupsControlLetters('0031400000002000')}`;
const GAS_CUPS = `ES0230400000000001${cupsControlLetters('0230400000000001')}`;
const PDF = { name: 'factura.pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' };
const config = DEFAULT_CONTRACTING_CONFIG;
const ADDRESS = { dp: '08001', ine: '08019', state: 'Barcelona', poblacio: 'Barcelona', tv: 'CL', nv: 'Major', pnp: '1' };

/** The field errors of a parse, as path → message. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byPath: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    // One message per field: a field told two things at once would show only one of them.
    expect(byPath[path], `two messages for ${path}`).toBeUndefined();
    byPath[path] = issue.message;
  }
  return byPath;
}

describe('installation step (§5.6)', () => {
  const schema = installationStepSchema({ config, electricity: true, originOffered: true, authenticated: false });
  const good = {
    cups: CUPS,
    address: ADDRESS,
    residenceType: 'habitual',
    activeContract: false,
    comerOrigin: 3,
    acceptMorosityVerification: true,
    leadsConsent: true,
  };

  it('reads a good step, the CUPS normalised (spaces, O for zero, lower case)', () => {
    const typed = `${CUPS.slice(0, 4)} ${CUPS.slice(4, 10).replaceAll('0', 'O')} ${CUPS.slice(10)}`.toLowerCase();
    const parsed = schema.parse({ ...good, cups: typed });
    expect(parsed.cups).toBe(CUPS);
  });

  it.each([
    ['a CUPS of another length', { cups: CUPS.slice(0, 19) }, { cups: 'cups_invalid' }],
    ['a CUPS with wrong control letters', { cups: `${CUPS.slice(0, 18)}ZZ` }, { cups: 'cups_invalid' }],
    ['a postal code of four digits', { address: { ...ADDRESS, dp: '0800' } }, { 'address.dp': 'postal_code_not_valid' }],
    ['a street number of ten characters', { address: { ...ADDRESS, pnp: '1234567890' } }, { 'address.pnp': 'field_too_long' }],
    [
      'a cadastral reference of 15 characters',
      { address: { ...ADDRESS, ref_catastral: '123456789012345' } },
      { 'address.ref_catastral': 'ref_catastral_not_valid' },
    ],
    ['a business without cnae', { residenceType: 'business' }, { cnae: 'required_field' }],
    ['no origin while offered', { comerOrigin: undefined }, { comerOrigin: 'required_field' }],
    ['no solvency authorisation', { acceptMorosityVerification: false }, { acceptMorosityVerification: 'morosity_verification_required' }],
    ['no lead consent', { leadsConsent: false }, { leadsConsent: 'consent_required' }],
    ['an active contract without invoice', { activeContract: true }, { invoice: 'required_field' }],
    ['four invoices', { activeContract: true, invoice: [PDF, PDF, PDF, PDF] }, { invoice: 'files_too_many' }],
    [
      'an invoice that is not a data URL',
      { activeContract: true, invoice: [{ name: 'x.pdf', content: 'hello' }] },
      { 'invoice.0.content': 'invalid_attachment_type' },
    ],
    [
      'an invoice of a type not allowed',
      { activeContract: true, invoice: [{ name: 'x.html', content: 'data:text/html;base64,PGI+' }] },
      { 'invoice.0.content': 'invalid_attachment_type' },
    ],
  ])('%s', (_, change, expected) => {
    expect(problems(schema.safeParse({ ...good, ...change }))).toEqual(expected);
  });

  it('a 14-character cadastral reference and an active contract with three invoices are fine', () => {
    expect(
      schema.safeParse({
        ...good,
        address: { ...ADDRESS, ref_catastral: '1234567ab12345' },
        activeContract: true,
        invoice: [PDF, PDF, PDF],
      }).success,
    ).toBe(true);
  });

  it('a signed-in customer needs no lead consent; gas needs no solvency authorisation; no origin list, no origin', () => {
    const signedIn = installationStepSchema({ config, electricity: true, originOffered: true, authenticated: true });
    expect(signedIn.safeParse({ ...good, leadsConsent: undefined }).success).toBe(true);
    const gas = installationStepSchema({ config, electricity: false, originOffered: false, authenticated: false });
    expect(gas.safeParse({ ...good, acceptMorosityVerification: undefined, comerOrigin: undefined }).success).toBe(true);
  });

  it('invoiceRequired false: an active contract without invoice is fine', () => {
    const relaxed = installationStepSchema({
      config: { ...config, invoiceRequired: false },
      electricity: true,
      originOffered: true,
      authenticated: false,
    });
    expect(relaxed.safeParse({ ...good, activeContract: true }).success).toBe(true);
  });

  it('a file over the limit is file_too_large', () => {
    const small = installationStepSchema({ config, electricity: true, originOffered: true, authenticated: false, fileLimitBytes: 4 });
    expect(problems(small.safeParse({ ...good, activeContract: true, invoice: [PDF] }))).toEqual({ 'invoice.0.content': 'file_too_large' });
  });
});

describe('person step (§5.7)', () => {
  const schema = personStepSchema({ config, activeContract: false });
  const good = {
    vat: '12345678-z',
    name: 'Marta',
    surName1: 'Puig',
    mobile: '612 345 678',
    email: 'marta@example.com',
    company: false,
    nifFaceup: [PDF],
    commsLanguage: 'ca-ES',
    sameInvoiceAddress: true,
  };

  it('reads a good step, the tax id compact and upper case', () => {
    expect(schema.parse(good).vat).toBe('12345678Z');
  });

  it.each([
    ['a tax id with the wrong letter', { vat: '12345678A' }, { vat: 'vat_not_valid' }],
    ['a person without first surname', { surName1: '' }, { surName1: 'required_field' }],
    ['no ID front', { nifFaceup: [] }, { nifFaceup: 'required_field' }],
    ['three ID fronts', { nifFaceup: [PDF, PDF, PDF] }, { nifFaceup: 'files_too_many' }],
    ['no communications language', { commsLanguage: undefined }, { commsLanguage: 'required_field' }],
    ['no email', { email: '' }, { email: 'required_field' }],
    ['a bad email', { email: 'marta@' }, { email: 'email_not_valid' }],
    ['another invoice address not given', { sameInvoiceAddress: false }, { ownerAddress: 'required_field' }],
    [
      'a company without representative nor document',
      { company: true, vat: 'B58378431', surName1: undefined },
      {
        vatRepresentante: 'required_field',
        nameRepresentante: 'required_field',
        surName1Representante: 'required_field',
        nifEmpresa: 'required_field',
      },
    ],
  ])('%s', (_, change, expected) => {
    expect(problems(schema.safeParse({ ...good, ...change }))).toEqual(expected);
  });

  it('a company with its representative and document needs no surname', () => {
    const company = {
      ...good,
      company: true,
      vat: 'B58378431',
      name: 'Forn Puig SL',
      surName1: undefined,
      vatRepresentante: '12345678Z',
      nameRepresentante: 'Marta',
      surName1Representante: 'Puig',
      nifEmpresa: [PDF],
    };
    expect(schema.safeParse(company).success).toBe(true);
  });

  it('restrictCompanyVAT: companies are not allowed', () => {
    const restricted = personStepSchema({ config: { ...config, restrictCompanyVAT: true }, activeContract: false });
    expect(
      problems(
        restricted.safeParse({
          ...good,
          company: true,
          vatRepresentante: '12345678Z',
          nameRepresentante: 'M',
          surName1Representante: 'P',
          nifEmpresa: [PDF],
        }),
      ),
    ).toEqual({ company: 'companies_not_allowed' });
  });

  it('change of owner required after an active contract; ID front, email and language not when the retailer says so', () => {
    expect(problems(personStepSchema({ config, activeContract: true }).safeParse(good))).toEqual({ changeOwner: 'required_field' });
    const relaxed = personStepSchema({
      config: { ...config, dniRequired: false, emailRequired: false, commsLanguageDisabled: true },
      activeContract: false,
    });
    expect(relaxed.safeParse({ ...good, nifFaceup: undefined, email: '', commsLanguage: undefined }).success).toBe(true);
  });
});

describe('contract step (§5.8)', () => {
  const schema = contractStepSchema({ config });
  const good = { power: 4.6, power2: 4.6, accessTariff: 1, selectedProduct: 2, selfcons: false };

  it('reads a good step', () => {
    expect(schema.safeParse(good).success).toBe(true);
  });

  it.each([
    ['P1 under 1 kW', { power: 0.5 }, { power: 'required_field' }],
    ['four decimals', { power: 4.6001 }, { power: 'power_value_invalid' }],
    ['a negative power', { power2: -1 }, { power2: 'power_value_invalid' }],
    ['no product', { selectedProduct: undefined }, { selectedProduct: 'required_field' }],
    [
      'above 15 kW without P3 to P6',
      { power: 20, power2: 20 },
      { power3: 'required_field', power4: 'required_field', power5: 'required_field', power6: 'required_field' },
    ],
    [
      'above 15 kW with a period lower than the previous one',
      { power: 20, power2: 20, power3: 25, power4: 24, power5: 30, power6: 30 },
      { power4: 'field_must_be_greater_than_previous_field' },
    ],
    ['self-consumption without documents', { selfcons: true }, { selfconsAttachments: 'required_field' }],
  ])('%s', (_, change, expected) => {
    expect(problems(schema.safeParse({ ...good, ...change }))).toEqual(expected);
  });

  it('above 15 kW with rising periods; self-consumption documents not required when the retailer says so', () => {
    expect(schema.safeParse({ ...good, power: 20, power2: 20, power3: 20, power4: 25, power5: 25, power6: 30 }).success).toBe(true);
    expect(
      contractStepSchema({ config: { ...config, selfconsDocumentationRequired: false } }).safeParse({ ...good, selfcons: true }).success,
    ).toBe(true);
  });
});

describe('gas contract step (§2.3)', () => {
  const dual = gasContractStepSchema({ config, gasOnly: false, originOffered: false });
  const good = { includeGas: true, cups: GAS_CUPS, activeContract: false, accessTariff: 4, selectedProduct: 5 };

  it('without gas, nothing else is asked in the dual wizard; the gas wizard must include it', () => {
    expect(dual.safeParse({ includeGas: false }).success).toBe(true);
    expect(problems(gasContractStepSchema({ config, gasOnly: true, originOffered: false }).safeParse({ includeGas: false }))).toEqual({
      includeGas: 'required_field',
    });
  });

  it.each([
    ['no CUPS', { cups: undefined }, { cups: 'required_field' }],
    ['a bad CUPS', { cups: 'ES123' }, { cups: 'cups_invalid' }],
    [
      'an active contract without change of owner nor invoice',
      { activeContract: true },
      { changeOwner: 'required_field', invoice: 'required_field' },
    ],
    [
      'no product nor tariff',
      { accessTariff: undefined, selectedProduct: undefined },
      { accessTariff: 'required_field', selectedProduct: 'required_field' },
    ],
  ])('%s', (_, change, expected) => {
    expect(problems(dual.safeParse({ ...good, ...change }))).toEqual(expected);
  });
});

describe('payment and confirmation (§5.9, §6)', () => {
  it('an IBAN with spaces is read compact; a bad one and a missing owner confirmation are refused', () => {
    expect(ZPaymentStepSchema.parse({ iban: 'es91 2100 0418 4502 0005 1332', isOwner: true }).iban).toBe('ES9121000418450200051332');
    expect(problems(ZPaymentStepSchema.safeParse({ iban: 'ES9121000418450200051333', isOwner: false }))).toEqual({
      iban: 'iban_field_invalid',
      isOwner: 'iban_owner_required',
    });
  });

  it('a visitor must accept conditions and GDPR; a signed-in customer has them accepted', () => {
    expect(problems(confirmationStepSchema({ authenticated: false }).safeParse({}))).toEqual({
      acceptOVConditions: 'conditions_required',
      acceptGdpr: 'gdpr_required',
    });
    expect(confirmationStepSchema({ authenticated: true }).parse({})).toEqual({
      acceptOVConditions: true,
      acceptGdpr: true,
      acceptPublicity: false,
    });
  });
});
