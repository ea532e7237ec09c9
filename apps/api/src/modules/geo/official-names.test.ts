import { describe, expect, it } from 'vitest';
import { articleFirst } from './official-names.ts';

describe('articleFirst', () => {
  it('moves the article of the municipality register to the front', () => {
    expect(articleFirst('Coruña, A')).toBe('A Coruña');
    expect(articleFirst('Gineta, La')).toBe('La Gineta');
    expect(articleFirst('Balears, Illes')).toBe('Illes Balears');
    expect(articleFirst('Palmas, Las')).toBe('Las Palmas');
    expect(articleFirst('Nucia, la')).toBe('la Nucia');
    expect(articleFirst("Ametlla del Vallès, L'")).toBe("L'Ametlla del Vallès");
    expect(articleFirst('Fondó de les Neus, el/Hondón de las Nieves')).toBe('el Fondó de les Neus/Hondón de las Nieves');
  });

  it('moves the article of the Callejero locality names', () => {
    expect(articleFirst('CORUÑA (A)')).toBe('A CORUÑA');
    expect(articleFirst("ALFAS DEL PI (L')")).toBe("L'ALFAS DEL PI");
    expect(articleFirst('SANTOS DE MAIMONA (LOS)')).toBe('LOS SANTOS DE MAIMONA');
  });

  it('leaves other names alone', () => {
    expect(articleFirst('Barcelona')).toBe('Barcelona');
    expect(articleFirst("Cruïlles, Monells i Sant Sadurní de l'Heura")).toBe("Cruïlles, Monells i Sant Sadurní de l'Heura");
    expect(articleFirst('HUERTAS DEL SAUCERAL (LAS')).toBe('HUERTAS DEL SAUCERAL (LAS');
    expect(articleFirst('LOSILLA (LA) Y SAN ADRIAN')).toBe('LOSILLA (LA) Y SAN ADRIAN');
  });
});
