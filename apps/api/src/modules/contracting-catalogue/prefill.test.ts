import { describe, expect, it } from 'vitest';
import { prefillOf } from './prefill.ts';

const details = (taxId: string, name: string) => ({ taxId, name, email: 'a@b.example', mobile: '+34 600 000 000' });

describe('prefillOf', () => {
  it.each([
    ['a given name and two surnames', '12345678Z', 'Marta Puig Serra', ['Marta', 'Puig', 'Serra']],
    ['a compound given name', '12345678Z', 'María José García López', ['María José', 'García', 'López']],
    ['one surname', '12345678Z', 'Jordi Soler', ['Jordi', 'Soler', '']],
    ['spaces around and between', '12345678Z', '  Anna   Vidal  Roca ', ['Anna', 'Vidal', 'Roca']],
    ['one word', '12345678Z', 'Madonna', ['Madonna', '', '']],
    ['a foreigner (NIE)', 'X1234567L', 'John Smith', ['John', 'Smith', '']],
    ['a company (CIF): its name whole', 'B58378431', 'Fusteria Vallès SL', ['Fusteria Vallès SL', '', '']],
    ['an association (CIF G)', 'G12345678', 'Associació de Veïns del Raval', ['Associació de Veïns del Raval', '', '']],
    ['no name', '12345678Z', '', ['', '', '']],
  ])('reads %s', (_case, taxId, name, [given, surName1, surName2]) => {
    expect(prefillOf(details(taxId, name))).toEqual({
      vat: taxId,
      name: given,
      surName1,
      surName2,
      mobile: '+34 600 000 000',
      email: 'a@b.example',
    });
  });
});
