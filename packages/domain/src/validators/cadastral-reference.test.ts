import { describe, expect, it } from 'vitest';
import {
  cadastralControlLetters,
  cadastralReferenceProblem,
  isValidCadastralReference20,
  normaliseCadastralReference,
  printableCadastralReference,
} from './cadastral-reference.ts';

// Published references (python-stdnum's tests for stdnum.es.referenciacatastral): urban, rural
// (with the polygon letter A) and special (BCN airport) properties.
const PUBLISHED = [
  '7837301VG8173B0001TT',
  '9872023 VH5797S 0001 WX',
  '4A08169P03PRAT0001LR',
  '06011A012002450000QE',
  '10036A001002140000MU',
  '0474001QE5307C0149YK',
  '6684201VK8968S0002RR',
  '9996812TJ9699N0001ZE',
];

describe('isValidCadastralReference20', () => {
  it('accepts published references', () => {
    for (const reference of PUBLISHED) expect(isValidCadastralReference20(reference)).toBe(true);
  });

  it('accepts lowercase and spaces', () => {
    expect(isValidCadastralReference20('7837301 vg8173b 0001 tt')).toBe(true);
  });

  it('rejects wrong control letters, a missing character and other characters', () => {
    expect(isValidCadastralReference20('7837301VG8173B0001NN')).toBe(false);
    expect(isValidCadastralReference20('7837301VG8173B0001TX')).toBe(false);
    expect(isValidCadastralReference20('783301VG8173B0001TT')).toBe(false);
    expect(isValidCadastralReference20('7837301/G8173B0001TT')).toBe(false);
    expect(isValidCadastralReference20('7837301VG8173B')).toBe(false);
  });

  // python-stdnum's doctests: the forms the Catastro prints, with spaces and dashes.
  it('accepts references pasted with spaces, dots and dashes, and keeps refusing a wrong one', () => {
    expect(isValidCadastralReference20('7837301-VG8173B-0001 TT')).toBe(true);
    expect(isValidCadastralReference20('7837301.vg8173b.0001.tt')).toBe(true);
    expect(isValidCadastralReference20('7837301 VG8173B 0001 NN')).toBe(false);
    expect(isValidCadastralReference20('7837301-VG8173B-0001 TX')).toBe(false);
    expect(isValidCadastralReference20('783301 VG8173B 0001 TT')).toBe(false);
    expect(isValidCadastralReference20('7837301/VG8173B 0001 TT')).toBe(false);
  });

  it('derives each letter from its half plus the property digits', () => {
    expect(cadastralControlLetters('9872023VH5797S0001')).toBe('WX');
    expect(cadastralControlLetters('4A08169P03PRAT0001')).toBe('LR');
  });
});

describe('normaliseCadastralReference', () => {
  it('upper-cases and strips spaces, dots and dashes', () => {
    expect(normaliseCadastralReference(' 9872023 vh5797s 0001 wx ')).toBe('9872023VH5797S0001WX');
    expect(normaliseCadastralReference('7837301-VG8173B-0001 TT')).toBe('7837301VG8173B0001TT');
    expect(normaliseCadastralReference('7837301.vg8173b.0001.tt')).toBe('7837301VG8173B0001TT');
  });
});

describe('printableCadastralReference', () => {
  it('prints parcel, property and control letters apart', () => {
    expect(printableCadastralReference('7837301-VG8173B-0001 TT')).toBe('7837301 VG8173B 0001 TT');
    expect(printableCadastralReference('4A08169P03PRAT0001LR')).toBe('4A08169 P03PRAT 0001 LR');
  });

  it('prints a parcel-only reference (14 characters) in its two groups', () => {
    expect(printableCadastralReference('9872023vh5797s')).toBe('9872023 VH5797S');
  });
});

describe('cadastralReferenceProblem', () => {
  it('asks for a value when empty or blank', () => {
    expect(cadastralReferenceProblem('', null)).toBe('required_field');
    expect(cadastralReferenceProblem('   ', null)).toBe('required_field');
  });

  it('accepts letters and digits only, once spaces, dots and dashes are stripped', () => {
    expect(cadastralReferenceProblem('9872023/VH', null)).toBe('ref_catastral_dialog_error_no_alpha');
    expect(cadastralReferenceProblem('9872023_VH', null)).toBe('ref_catastral_dialog_error_no_alpha');
    expect(cadastralReferenceProblem('9872023-VH', null)).toBeUndefined();
    expect(cadastralReferenceProblem('7837301-VG8173B-0001 TT', null)).toBeUndefined();
  });

  it('accepts 1 to 20 characters after normalisation', () => {
    expect(cadastralReferenceProblem('A', null)).toBeUndefined();
    expect(cadastralReferenceProblem('9872023VH5797S', null)).toBeUndefined();
    expect(cadastralReferenceProblem('9872023 VH5797S 0001 WX', null)).toBeUndefined();
    expect(cadastralReferenceProblem('9872023VH5797S0001WXA', null)).toBe('ref_catastral_dialog_error_length');
  });

  it('reports the same value as the current one, however typed', () => {
    expect(cadastralReferenceProblem('9872023 vh5797s 0001 wx', '9872023VH5797S0001WX')).toBe('ref_catastral_same_as_current');
    expect(cadastralReferenceProblem('7837301-VG8173B-0001 TT', '7837301VG8173B0001TT')).toBe('ref_catastral_same_as_current');
    expect(cadastralReferenceProblem('9872023VH5797S0001WX', '7837301VG8173B0001TT')).toBeUndefined();
  });
});
