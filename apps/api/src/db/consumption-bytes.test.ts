import { describe, expect, it } from 'vitest';
import { byteaHex, decodeEstimated, decodeReadings, encodeEstimated, encodeReadings } from './consumption-bytes.ts';

describe('consumption bytes', () => {
  it('round-trips readings with gaps, big-endian as int4send writes them', () => {
    const values = [0, 1, 350, null, 2_000_000_000, 7];
    const bytes = encodeReadings(values);
    expect(bytes.length).toBe(24);
    expect([...bytes.slice(0, 8)]).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect([...bytes.slice(12, 16)]).toEqual([0xff, 0xff, 0xff, 0xff]);
    expect(decodeReadings(bytes)).toEqual(values);
  });

  it('reads bytes that sit inside a larger buffer (node-postgres pools them)', () => {
    const pool = new Uint8Array(64);
    pool.set(encodeReadings([5, null, 9]), 10);
    expect(decodeReadings(pool.subarray(10, 22))).toEqual([5, null, 9]);
  });

  it('refuses what is not a whole non-negative Wh', () => {
    expect(() => encodeReadings([1.5])).toThrow(RangeError);
    expect(() => encodeReadings([-2])).toThrow(RangeError);
    expect(() => decodeReadings(new Uint8Array(5))).toThrow(RangeError);
  });

  it('marks estimated slots in a bitmap, null when none', () => {
    expect(encodeEstimated([], 24)).toBeNull();
    const bitmap = encodeEstimated([0, 9, 23], 24)!;
    expect([...bitmap]).toEqual([0x80, 0x40, 0x01]);
    expect(decodeEstimated(bitmap)).toEqual([0, 9, 23]);
    expect(decodeEstimated(null)).toEqual([]);
    expect(decodeEstimated(encodeEstimated([99], 100))).toEqual([99]);
    expect(() => encodeEstimated([24], 24)).toThrow(RangeError);
  });

  it('writes PostgreSQL hex input', () => {
    expect(byteaHex(new Uint8Array([0, 255]))).toBe('\\x00ff');
    expect(byteaHex(null)).toBeNull();
  });
});
