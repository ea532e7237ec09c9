import { describe, expect, it } from 'vitest';
import { localityName, placeName } from './place-names.ts';

describe('placeName', () => {
  it.each([
    ['GIRONA', 'Girona'],
    ['SANT JOAN DE LES ABADESSES', 'Sant Joan de les Abadesses'],
    ['VILANOVA I LA GELTRÚ', 'Vilanova i la Geltrú'],
    ["L'HOSPITALET DE LLOBREGAT", "L'Hospitalet de Llobregat"],
    ["LA SEU D'URGELL", "La Seu d'Urgell"],
    ['HIJONA/IXONA', 'Hijona/Ixona'],
    ['SAN SEBASTIÁN DE LOS REYES', 'San Sebastián de los Reyes'],
    ['O GROVE', 'O Grove'],
    ['CASTELLÓ D’EMPÚRIES', "Castelló d'Empúries"],
    ['Girona', 'Girona'],
  ])('%s → %s', (upper, written) => {
    expect(placeName(upper)).toBe(written);
  });
});

describe('localityName', () => {
  it('takes the municipality’s own spelling when the locality is the municipality', () => {
    expect(localityName('GIRONA', 'Girona')).toBe('Girona');
    expect(localityName('A CORUÑA', 'A Coruña')).toBe('A Coruña');
    expect(localityName('AVILA', 'Ávila')).toBe('Ávila');
  });

  it('writes another locality of the municipality as a name', () => {
    expect(localityName('CERDEDO', 'Cerdedo-Cotobade')).toBe('Cerdedo');
  });
});
