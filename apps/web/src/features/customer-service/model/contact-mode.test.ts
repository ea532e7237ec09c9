import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isAutoReadsMode } from './contact-mode.ts';

describe('isAutoReadsMode', () => {
  const on = mergeSettings(DEFAULT_SETTINGS, { features: { contactAutoReads: true } });
  it('needs autolectures=true and the contactAutoReads feature', () => {
    expect(isAutoReadsMode('?autolectures=true', on)).toBe(true);
    expect(isAutoReadsMode('?autolectures=true', DEFAULT_SETTINGS)).toBe(false);
    expect(isAutoReadsMode('', on)).toBe(false);
    expect(isAutoReadsMode('?autolectures=1', on)).toBe(false);
  });
});
