/**
 * The byte layout of consumption_days (docs/consumption.md): a magnitude is 4-byte
 * big-endian integers, one per slot, -1 for a slot the meter did not give; the estimated
 * readings are a bitmap, most significant bit first. Big-endian because PostgreSQL's int4send
 * writes it, so migrations and benchmarks build the same bytes in SQL.
 */

/** A slot without a reading. */
const GAP = -1;

/** Values (Wh or varh, whole, at least 0; null for a gap) as stored bytes. */
export function encodeReadings(values: readonly (number | null)[]): Uint8Array {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((value, slot) => {
    if (value !== null && (!Number.isInteger(value) || value < 0 || value > 0x7fffffff)) {
      throw new RangeError(`reading ${slot} is not a whole number of Wh: ${value}`);
    }
    view.setInt32(slot * 4, value ?? GAP);
  });
  return bytes;
}

/** Stored bytes as values, null for a gap. */
export function decodeReadings(bytes: Uint8Array): (number | null)[] {
  if (bytes.length % 4 !== 0) throw new RangeError(`readings of ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const values = new Array<number | null>(bytes.length / 4);
  for (let slot = 0; slot < values.length; slot++) {
    const value = view.getInt32(slot * 4);
    values[slot] = value === GAP ? null : value;
  }
  return values;
}

/** The estimated slots as a bitmap over `slots`, or null when there are none. */
export function encodeEstimated(estimated: Iterable<number>, slots: number): Uint8Array | null {
  const bitmap = new Uint8Array(Math.ceil(slots / 8));
  let any = false;
  for (const slot of estimated) {
    if (!Number.isInteger(slot) || slot < 0 || slot >= slots) throw new RangeError(`estimated slot ${slot} of ${slots}`);
    bitmap[slot >> 3]! |= 0x80 >> (slot & 7);
    any = true;
  }
  return any ? bitmap : null;
}

/** The slots a bitmap marks, in order. */
export function decodeEstimated(bitmap: Uint8Array | null): number[] {
  const slots: number[] = [];
  if (!bitmap) return slots;
  for (let slot = 0; slot < bitmap.length * 8; slot++) if (bitmap[slot >> 3]! & (0x80 >> (slot & 7))) slots.push(slot);
  return slots;
}

/** Bytes as PostgreSQL's hex input ('\x…'), to pass through JSON into a bytea column. */
export const byteaHex = (bytes: Uint8Array | null): string | null => (bytes ? `\\x${Buffer.from(bytes).toString('hex')}` : null);
