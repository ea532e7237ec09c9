import type { z } from 'zod';

/**
 * Reads an endpoint's zod schemas (classic or mini: both share zod's core definitions) to build
 * a plausible request the fuzzer then breaks one field at a time. A valid base matters: a body
 * whose every other field is right lets the broken one travel as far as validation lets it,
 * which is where a NUL or an oversized id used to reach the database.
 */
type TDef = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): TDef => (schema as { _zod: { def: TDef } })._zod.def;

// Fields whose format a generic sample cannot guess (a regex, a checksum): values that pass.
const KNOWN_GOOD: Record<string, unknown> = {
  // A well-formed tax id of no customer, and wrong passwords: the fuzzer never signs in for real,
  // never locks a real account out with its attempts, and never changes a password.
  user: '00000000T',
  password: 'Fuzz-Password-2',
  current: 'wrong-Password-1',
  zipcode: '08001',
  ine: '08019',
  dp: '08001',
  iban: 'ES9121000418450200051332',
  email: 'fuzz@example.com',
  phone: '+34600000000',
  mobile: '+34600000000',
  phone_num: '600000000',
  phone_pre: '+34',
  code: 'login',
  group_name: 'Login',
  redirect_uri: 'https://example.com/callback',
  post_logout_redirect_uri: 'https://example.com/',
  number: '4242424242424242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  ref_catastral: '9872023VH5797S0001WX',
  pnp: '1',
  power_p1: 4600,
  power_p2: 4600,
  lang: 'en-US',
};

/** The field names of an object schema (through optional, pipes, unions and refinements). */
export function fieldsOf(schema: unknown): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as Record<string, unknown>);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap(fieldsOf))];
    case 'pipe':
      return fieldsOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fieldsOf(def.innerType);
    default:
      return [];
  }
}

/** A value the schema most likely accepts; `name` is the field it is for, when known. */
export function sampleOf(schema: unknown, name?: string): unknown {
  if (name !== undefined && name in KNOWN_GOOD) return KNOWN_GOOD[name];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return def.format === 'url' ? 'https://example.com/' : def.format === 'email' ? 'fuzz@example.com' : 'fuzz1';
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'array':
      return [sampleOf(def.element)];
    case 'object': {
      // Optional fields are left out: a contract's `type` left out finds a contract of either kind.
      const shape = def.shape as Record<string, unknown>;
      const required = Object.entries(shape).filter(([, inner]) => defOf(inner).type !== 'optional');
      return Object.fromEntries(required.map(([key, inner]) => [key, sampleOf(inner, key)]));
    }
    case 'union':
      return sampleOf((def.options as unknown[])[0]);
    case 'pipe': {
      // z.stringbool() is a pipe from a string to a boolean: 'true' is what it reads.
      const out = defOf(def.out);
      if (defOf(def.in).type === 'string' && out.type === 'boolean') return 'true';
      return sampleOf(def.in, name);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(def.innerType, name);
    default:
      return 'fuzz1';
  }
}

/** An object sample of an object-like schema (the base a case breaks), {} for anything else. */
export function objectSampleOf(schema: z.core.$ZodType | undefined): Record<string, unknown> {
  if (!schema) return {};
  const value = sampleOf(schema);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
