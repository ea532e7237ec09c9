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

  it.each(PUBLISHED)('accepts the published 20-character reference %s', (reference) => {
    expect(cadastralReferenceProblem(reference, null)).toBeUndefined();
  });

  // Each published reference with its last control letter, then its first, moved one letter on.
  it.each(
    PUBLISHED.flatMap((reference) => {
      const compact = normaliseCadastralReference(reference);
      const next = (letter: string) => (letter === 'Z' ? 'A' : String.fromCharCode(letter.charCodeAt(0) + 1));
      return [compact.slice(0, 19) + next(compact.charAt(19)), compact.slice(0, 18) + next(compact.charAt(18)) + compact.charAt(19)];
    }),
  )('refuses %s, whose control letters do not match', (reference) => {
    expect(cadastralReferenceProblem(reference, null)).toBe('ref_catastral_checksum_invalid');
  });

  it('refuses 20 letters and digits that are not a reference, however typed', () => {
    expect(cadastralReferenceProblem('ABCDEFGHIJ1234567890', null)).toBe('ref_catastral_checksum_invalid');
    expect(cadastralReferenceProblem('9872023 vh5797s 0001 wz', null)).toBe('ref_catastral_checksum_invalid');
  });

  it('keeps the rule of a 14-character parcel reference and of shorter ones: no checksum', () => {
    expect(cadastralReferenceProblem('9872023VH5797S', null)).toBeUndefined();
    expect(cadastralReferenceProblem('7837301 VG8173B', null)).toBeUndefined();
    expect(cadastralReferenceProblem('7837301VG8173B0001T', null)).toBeUndefined();
  });

  it('reports the same value as the current one, however typed', () => {
    expect(cadastralReferenceProblem('9872023 vh5797s 0001 wx', '9872023VH5797S0001WX')).toBe('ref_catastral_same_as_current');
    expect(cadastralReferenceProblem('7837301-VG8173B-0001 TT', '7837301VG8173B0001TT')).toBe('ref_catastral_same_as_current');
    expect(cadastralReferenceProblem('9872023VH5797S0001WX', '7837301VG8173B0001TT')).toBeUndefined();
  });
});
