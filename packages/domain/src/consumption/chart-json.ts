import type { TDrawnChartV2 } from './drawn-chart.ts';

/**
 * A chart answer as the UTF-8 bytes of its JSON: exactly what JSON.stringify writes of the same
 * answer with plain arrays (chart-json.test.ts holds them to it), but typed arrays are written as
 * arrays of numbers, NaN as null, and the numbers go straight into bytes. A year of quarter-hours
 * is 140,000 numbers: JSON.stringify needs them as a plain array each, then makes a 413 KB string
 * that the socket encodes again (docs/consumption.md, "What a chart costs").
 */
export function chartJson(answer: TDrawnChartV2): Uint8Array {
  const out = new JsonBytes(estimatedBytes(answer));
  out.value(answer);
  return out.done();
}

/** Bytes enough for most answers: seven a number (a comma and up to six digits), 64 for the rest. */
function estimatedBytes(value: unknown): number {
  if (value === null || typeof value !== 'object') return 64;
  if (ArrayBuffer.isView(value)) return 7 * (value as Uint8Array).length + 2;
  let bytes = 64;
  if (Array.isArray(value)) {
    for (const element of value) bytes += typeof element === 'object' ? estimatedBytes(element) : 7;
    return bytes;
  }
  for (const key of Object.keys(value)) bytes += key.length + 3 + estimatedBytes((value as Record<string, unknown>)[key]);
  return bytes;
}

const COMMA = 0x2c;
const COLON = 0x3a;
const ZERO = 0x30;

/** How many digits a whole number from 0 below 2^31 has. */
function widthOf(value: number): number {
  if (value < 100_000) return value < 10 ? 1 : value < 100 ? 2 : value < 1_000 ? 3 : value < 10_000 ? 4 : 5;
  let width = 6;
  for (let bound = 1_000_000; value >= bound && width < 10; bound *= 10) width++;
  return width;
}

/** '00' to '99', two bytes at 2 × n. */
const DIGIT_PAIRS = /* @__PURE__ */ Uint8Array.from({ length: 200 }, (_, at) => ZERO + (at % 2 ? (at >> 1) % 10 : Math.floor(at / 20)));

let encoder: InstanceType<typeof TextEncoder> | undefined;
/** Made at first use, so that importing the domain makes nothing. */
const utf8 = (): InstanceType<typeof TextEncoder> => {
  encoder ??= new TextEncoder();
  return encoder;
};

class JsonBytes {
  private bytes: Uint8Array;
  private length = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  done(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }

  /** Any JSON value, as JSON.stringify writes it (toJSON called, undefined and functions left out of objects). */
  value(value: unknown): void {
    if (typeof value === 'number') this.number(value);
    else if (typeof value === 'string') this.text(JSON.stringify(value));
    else if (typeof value === 'boolean') this.ascii(value ? 'true' : 'false');
    else if (typeof value === 'bigint') throw new TypeError('Do not know how to serialize a BigInt');
    // Null, and (inside an array) undefined, a function or a symbol.
    else if (value === null || typeof value !== 'object') this.ascii('null');
    else if (typeof (value as { toJSON?: unknown }).toJSON === 'function') this.value((value as { toJSON: () => unknown }).toJSON());
    else if (ArrayBuffer.isView(value)) this.series(value as Float64Array);
    else if (Array.isArray(value)) this.array(value);
    else this.object(value as Record<string, unknown>);
  }

  /**
   * A plain array: as JSON.stringify writes it when no element is an object (every array of
   * numbers a calendar chart answers), element by element otherwise.
   */
  private array(values: readonly unknown[]): void {
    let objects = false;
    for (let at = 0; at < values.length && !objects; at++) objects = typeof values[at] === 'object' && values[at] !== null;
    if (!objects) {
      this.text(JSON.stringify(values));
      return;
    }
    this.byte(0x5b);
    for (let at = 0; at < values.length; at++) {
      if (at > 0) this.byte(COMMA);
      this.value(values[at]);
    }
    this.byte(0x5d);
  }

  /**
   * A typed array as the array of its numbers, NaN (a missing value) as null. The loop keeps the
   * bytes and the length in locals and writes a whole number below 2^31 with int32 arithmetic,
   * two digits at a time (a double's % and / cost several times more); any other number goes
   * through number().
   */
  private series(values: Float64Array | Uint8Array): void {
    this.room(values.length * 7 + 2);
    let bytes = this.bytes;
    let at = this.length;
    bytes[at++] = 0x5b;
    for (let slot = 0; slot < values.length; slot++) {
      if (at + 12 > bytes.length) {
        this.length = at;
        this.room(12 + (values.length - slot) * 7);
        bytes = this.bytes;
      }
      if (slot > 0) bytes[at++] = COMMA;
      const value = values[slot]!;
      if (value >= 0 && value < 2_147_483_648 && (value | 0) === value) {
        let rest = value | 0;
        const first = at;
        let digit = at + widthOf(rest) - 1;
        at = digit + 1;
        while (rest >= 10) {
          const hundredth = (rest / 100) | 0;
          const pair = (rest - hundredth * 100) * 2;
          bytes[digit--] = DIGIT_PAIRS[pair + 1]!;
          bytes[digit--] = DIGIT_PAIRS[pair]!;
          rest = hundredth;
        }
        // An odd width leaves its first digit (0 itself is one digit).
        if (digit >= first) bytes[digit] = ZERO + rest;
      } else {
        this.length = at;
        this.number(value);
        bytes = this.bytes;
        at = this.length;
      }
    }
    this.length = at;
    this.byte(0x5d);
  }

  private object(value: Record<string, unknown>): void {
    this.byte(0x7b);
    let first = true;
    for (const key of Object.keys(value)) {
      const field = value[key];
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      if (!first) this.byte(COMMA);
      first = false;
      this.text(JSON.stringify(key));
      this.byte(COLON);
      this.value(field);
    }
    this.byte(0x7d);
  }

  /** As JavaScript prints it, which is what JSON.stringify writes (-0 as 0); NaN and infinities as null. */
  private number(value: number): void {
    this.ascii(Number.isFinite(value) ? String(value) : 'null');
  }

  /**
   * JSON text as UTF-8: a long text (a calendar chart's array) by the encoder, a short one (a key,
   * a date) character by character while it is ASCII, which is cheaper than calling the encoder.
   */
  private text(json: string): void {
    this.room(json.length * 3);
    if (json.length > 64) {
      this.length += utf8().encodeInto(json, this.bytes.subarray(this.length)).written;
      return;
    }
    const bytes = this.bytes;
    for (let at = 0; at < json.length; at++) {
      const code = json.charCodeAt(at);
      if (code >= 0x80) {
        this.length += utf8().encodeInto(json.slice(at), bytes.subarray(this.length)).written;
        return;
      }
      bytes[this.length++] = code;
    }
  }

  /** Text known to be ASCII: a number JavaScript printed, true, false or null. */
  private ascii(text: string): void {
    this.room(text.length);
    for (let at = 0; at < text.length; at++) this.bytes[this.length++] = text.charCodeAt(at);
  }

  private byte(code: number): void {
    this.room(1);
    this.bytes[this.length++] = code;
  }

  private room(bytes: number): void {
    if (this.length + bytes <= this.bytes.length) return;
    const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.length + bytes));
    bigger.set(this.bytes.subarray(0, this.length));
    this.bytes = bigger;
  }
}
