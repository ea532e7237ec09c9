import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';

/**
 * Chromium has no Galician locale data and Node's small-icu only English: where the output came from
 * Intl, a Galician customer read "€54.72" and "Mar 15, 2021". These tests load the
 * formatters into a runtime whose Intl knows no language but English, and into one with no Intl at
 * all, and ask for the same strings as with the full ICU.
 */
type TFormatting = typeof import('../index.ts');

const RealIntl = Intl;

// Every Intl formatter behaves as the English one whatever it is asked for: a runtime without the language's data.
const englishOnlyIntl = {
  ...RealIntl,
  NumberFormat: class extends RealIntl.NumberFormat {
    constructor(_locale?: string | string[], options?: Intl.NumberFormatOptions) {
      super('en-US', options);
    }
  },
  DateTimeFormat: class extends RealIntl.DateTimeFormat {
    constructor(_locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super('en-US', options);
    }
  },
};

async function sample(intl: unknown): Promise<Record<string, string[]>> {
  vi.resetModules();
  vi.stubGlobal('Intl', intl);
  const f: TFormatting = await import('../index.ts');
  const out: Record<string, string[]> = {};
  for (const language of LANGUAGES) {
    out[language] = [
      f.formatMoney(54.72, language),
      f.formatMoney(-1409.58, language),
      f.formatUnitPrice(0.073782, 'kWh', language),
      f.formatEnergy(164.765, language),
      f.formatEnergy(7231.002, language),
      f.formatPower(1.15, language),
      f.formatPercent(0.21, language),
      f.formatShortDate('2021-03-15', language),
      f.formatPeriod('2026-09-01', '2026-09-30', language),
      f.formatMediumDate('2021-03-15', language),
      f.formatLongDate('2021-03-15', language),
      f.formatMonth('2021-03', language),
    ];
  }
  return out;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('formatting does not depend on the runtime’s locale data', () => {
  it('writes Galician as the table says in a runtime that only knows English', async () => {
    const full = await sample(RealIntl);
    const englishOnly = await sample(englishOnlyIntl);
    expect(englishOnly).toEqual(full);
    // What Chromium's Intl wrote to a Galician customer, and what the table writes.
    expect(englishOnly['gl-ES']?.slice(0, 1)).toEqual(['54,72\u00a0€']);
    expect(englishOnly['gl-ES']?.[3]).toBe('164,765\u00a0kWh');
    expect(englishOnly['gl-ES']?.[9]).toBe('15 mar. 2021');
  });

  it('writes every figure and calendar date with no Intl at all', async () => {
    const full = await sample(RealIntl);
    expect(await sample(undefined)).toEqual(full);
  });

  it('writes a moment in a time zone the same in a runtime that only knows English', async () => {
    vi.resetModules();
    const { formatDateTime } = await import('../index.ts');
    const full = LANGUAGES.map((language) => formatDateTime('2025-03-31T10:00:00Z', language, 'Europe/Madrid'));
    vi.resetModules();
    vi.stubGlobal('Intl', englishOnlyIntl);
    const stubbed = await import('../index.ts');
    expect(LANGUAGES.map((language) => stubbed.formatDateTime('2025-03-31T10:00:00Z', language, 'Europe/Madrid'))).toEqual(full);
    expect(full[3]).toBe('31 de marzo de 2025 ás 12:00');
  });
});
