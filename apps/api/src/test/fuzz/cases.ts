import type { TAnyEndpoint } from '@portal/domain';
import {
  CONTENT_TYPES,
  HEAVY_JSON_VALUES,
  HOSTILE_FILE_NAMES,
  JSON_VALUES,
  JUNK_MULTIPART,
  multipartWithFile,
  NON_OBJECT_BODIES,
  TRAVERSALS,
  URL_VALUES,
} from './payloads.ts';
import { Prng } from './prng.ts';
import { fieldsOf, objectSampleOf, sampleOf } from './schema-sample.ts';
import type { TFuzzToken } from './tokens.ts';

/** One request of the fuzzer, as raw as a client could send it (path not normalised, body as text). */
export interface TFuzzCase {
  index: number;
  /** The endpoint contract it aims at (its name) and how it breaks it. */
  endpoint: string;
  /** `METHOD /api/v{n}/path/:param` of the contract's version it aims at. */
  route: string;
  family: string;
  token: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Values that exist in the target's database (a customer's contract names, invoice ids…), by path param name. */
export type TKnownValues = Record<string, readonly string[]>;

interface TTarget {
  endpoint: TAnyEndpoint;
  version: number;
  params: string[];
  query: string[];
  body: string[];
  baseQuery: Record<string, unknown>;
  baseBody: Record<string, unknown>;
}

export interface TGenerateOptions {
  endpoints: readonly TAnyEndpoint[];
  tokens: readonly TFuzzToken[];
  seed: number;
  /** Random cases after the systematic ones. */
  randomCount: number;
  known?: TKnownValues;
  /** A valid form ticket (signed with the server's secret) for the anonymous form at this path, for the forms that take files. */
  ticket?: (path: string) => string;
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const SYSTEMATIC_JSON = ['"\\u0000"', '"\\ud800"', '2147483648', '9223372036854775808', '-1', 'null', '[]', '{}', '"\\u0001"', '1.5'];
const SYSTEMATIC_URL = [
  '%00',
  'a%00b',
  '%01%1F',
  '%ED%A0%80',
  '2147483648',
  '9223372036854775808',
  '-1',
  '1e3',
  '0x10',
  '%201',
  '..%2F..%2Fetc%2Fpasswd',
  'y'.repeat(5000),
];

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';
const MULTIPART = 'multipart/form-data; boundary=fuzz';
/**
 * What the forms that take files check, as the demo data passes it: a category, an ATC type and
 * its subtype, a new IBAN (not the contract's), the honeypot left empty.
 */
const FILE_FORM_VALUES: Record<string, string> = {
  category: '10',
  categ_id: '10',
  tipus: '1',
  subtipus: '001',
  polissa_type: 'electricity',
  already_registered: 'false',
  owner_is_bank_owner: 'true',
  iban: 'ES8400490001580001234567',
  website: '',
};

/**
 * Calls that end or replace the session of the token they are sent with (a refresh retires it,
 * a logout or a password change ends it): they get the spare session, so the one every other
 * call is fuzzed with stays alive. Their own answers are then 401 once it has ended, still 4xx.
 */
const SESSION_ENDING = new Set(['auth.refreshToken', 'auth.logout', 'auth.changePassword']);

function targetsOf(endpoints: readonly TAnyEndpoint[]): TTarget[] {
  return endpoints.flatMap((endpoint) =>
    endpoint.versions.map((version) => ({
      endpoint,
      version,
      params: [...endpoint.path.matchAll(PARAM)].map((m) => m[1] as string),
      query: fieldsOf(endpoint.query),
      body: fieldsOf(endpoint.body),
      baseQuery: objectSampleOf(endpoint.query),
      baseBody: objectSampleOf(endpoint.body),
    })),
  );
}

/** A JSON object written field by field, so a value can be JSON text JavaScript cannot build (2^63 exactly, "\ud800"). */
const jsonObject = (entries: [string, string][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
const jsonEntries = (base: Record<string, unknown>): [string, string][] => Object.entries(base).map(([k, v]) => [k, JSON.stringify(v)]);

/**
 * The fuzzer's requests for every endpoint contract and version: first a systematic pass (every
 * token on every route; every path param, query field and body field with every hostile value
 * of payloads.ts; every non-object body and content type; on a route that takes files, a file
 * under every hostile name), then `randomCount` cases drawn from
 * the seeded generator. Same endpoints, tokens, known values and seed: same requests.
 */
export function generateCases(options: TGenerateOptions): TFuzzCase[] {
  const random = new Prng(options.seed);
  const known = options.known ?? {};
  const targets = targetsOf(options.endpoints);
  const valid = options.tokens.find((t) => t.label === 'valid') ?? options.tokens[options.tokens.length - 1];
  const spare = options.tokens.find((t) => t.label === 'valid-spare');
  const cases: TFuzzCase[] = [];

  const paramValue = (target: TTarget, name: string) => {
    const candidates = known[name];
    if (candidates && candidates.length > 0) return random.pick(candidates);
    const shape = (target.endpoint.params as { _zod?: { def: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def.shape;
    return encodeURIComponent(String(sampleOf(shape?.[name], name)));
  };
  const pathOf = (target: TTarget, override: Record<string, string> = {}) =>
    `/api/v${target.version}${target.endpoint.path.replace(PARAM, (_, name: string) => override[name] ?? paramValue(target, name))}`;
  const queryOf = (entries: [string, string][]) =>
    entries.length === 0 ? '' : `?${entries.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`;
  const baseQueryEntries = (target: TTarget): [string, string][] =>
    Object.entries(target.baseQuery).map(([k, v]) => [k, encodeURIComponent(String(v))]);

  const add = (
    target: TTarget,
    family: string,
    parts: {
      path?: string;
      query?: [string, string][];
      body?: string;
      contentType?: string | undefined;
      token?: TFuzzToken;
      headers?: Record<string, string>;
    },
  ) => {
    const drawn = parts.token ?? valid;
    const token = drawn?.label === 'valid' && SESSION_ENDING.has(target.endpoint.name) ? (spare ?? drawn) : drawn;
    const headers: Record<string, string> = { ...parts.headers };
    if (token?.token) headers.authorization = `Bearer ${token.token}`;
    let body = parts.body;
    if (body === undefined && hasBody(target.endpoint.method) && target.endpoint.body) body = jsonObject(jsonEntries(target.baseBody));
    if (body !== undefined) {
      const contentType = 'contentType' in parts ? parts.contentType : 'application/json';
      if (contentType !== undefined) headers['content-type'] = contentType;
    }
    cases.push({
      index: cases.length,
      endpoint: target.endpoint.name,
      route: `${target.endpoint.method} /api/v${target.version}${target.endpoint.path}`,
      family,
      token: token?.label ?? 'none',
      method: target.endpoint.method,
      url: `${parts.path ?? pathOf(target)}${queryOf(parts.query ?? baseQueryEntries(target))}`,
      headers,
      ...(body !== undefined && hasBody(target.endpoint.method) ? { body } : {}),
    });
  };

  // A route that takes files (bodyEncoding 'multipart'): a form that passes its checks as far as
  // the fuzzer can make one (a real contract in the path and the body, an existing category, ATC
  // type and subtype, a signed ticket), and one PDF with a hostile name, so the name reaches the store.
  const takesFiles = (target: TTarget) => target.endpoint.bodyEncoding === 'multipart';
  const fileField = (target: TTarget) => target.body.find((field) => /^(attachments?|files|invoice)$/.test(field)) ?? 'files';
  const withFileNamed = (target: TTarget, filename: string) => {
    const contract = known.contractName?.length ? random.pick(known.contractName) : undefined;
    const fields: Record<string, unknown> = { ...target.baseBody };
    for (const [field, value] of Object.entries(FILE_FORM_VALUES)) if (target.body.includes(field)) fields[field] = value;
    delete fields[fileField(target)];
    for (const field of ['contract', 'polissa_id']) if (field in fields && contract) fields[field] = decodeURIComponent(contract);
    if ('ticket' in fields && options.ticket) fields.ticket = options.ticket(target.endpoint.path);
    return {
      path: pathOf(target, contract ? { contractName: contract } : {}),
      body: multipartWithFile(fields, fileField(target), filename),
      contentType: MULTIPART,
    };
  };

  const bodyWith = (target: TTarget, field: string, value: string) =>
    jsonObject([...jsonEntries(target.baseBody).filter(([k]) => k !== field), [field, value]]);
  const queryWith = (target: TTarget, field: string, value: string): [string, string][] => [
    ...baseQueryEntries(target).filter(([k]) => k !== field),
    [field, value],
  ];

  // Systematic: every known hostile input, on every endpoint, so no seed can miss it.
  for (const target of targets) {
    for (const token of options.tokens) if (token.label !== 'valid-spare') add(target, 'token', { token });
    for (const param of target.params) {
      for (const value of SYSTEMATIC_URL) add(target, 'path-param', { path: pathOf(target, { [param]: value }) });
    }
    for (const field of target.query) {
      for (const value of SYSTEMATIC_URL) add(target, 'query-value', { query: queryWith(target, field, value) });
      add(target, 'query-repeat', { query: [...baseQueryEntries(target), [field, '1'], [field, '2']] });
    }
    if (hasBody(target.endpoint.method)) {
      for (const field of target.body) {
        for (const value of SYSTEMATIC_JSON) add(target, 'body-field', { body: bodyWith(target, field, value) });
      }
      for (const body of NON_OBJECT_BODIES) add(target, 'body-non-object', { body });
      for (const contentType of CONTENT_TYPES) add(target, 'content-type', { contentType });
      add(target, 'no-content-type', { body: 'x', contentType: undefined });
      for (const body of JUNK_MULTIPART) add(target, 'multipart-junk', { body, contentType: MULTIPART });
    }
    if (takesFiles(target)) {
      for (const filename of HOSTILE_FILE_NAMES) add(target, 'file-name', withFileNamed(target, filename));
    }
    for (const traversal of TRAVERSALS) add(target, 'traversal', { path: `${pathOf(target)}${traversal}` });
  }

  // Random: any family, any value, any token, from the seed.
  for (let i = 0; i < options.randomCount; i++) {
    const target = random.pick(targets);
    const token = random.chance(0.75) ? valid : random.pick(options.tokens.filter((t) => t !== spare));
    const jsonValue = () => (random.chance(0.02) ? random.pick(HEAVY_JSON_VALUES) : random.pick(JSON_VALUES));
    const families = [
      'path-param',
      'query-value',
      'query-repeat',
      'query-unknown',
      'body-field',
      'body-extra',
      'body-non-object',
      'content-type',
      'traversal',
      'header',
      'file-name',
    ];
    const family = random.pick(families);
    switch (family) {
      case 'path-param':
        if (target.params.length > 0) {
          add(target, family, {
            token,
            path: pathOf(target, { [random.pick(target.params)]: random.pick([...URL_VALUES, ...TRAVERSALS]) }),
          });
          continue;
        }
        break;
      case 'query-value':
        if (target.query.length > 0) {
          add(target, family, { token, query: queryWith(target, random.pick(target.query), random.pick(URL_VALUES)) });
          continue;
        }
        break;
      case 'query-repeat':
        if (target.query.length > 0) {
          const field = random.pick(target.query);
          add(target, family, {
            token,
            query: [...baseQueryEntries(target), [field, random.pick(URL_VALUES)], [field, random.pick(URL_VALUES)]],
          });
          continue;
        }
        break;
      case 'query-unknown':
        add(target, family, {
          token,
          query: [...baseQueryEntries(target), [random.pick(['__proto__', 'constructor', 'a%00', 'a[b]', 'x']), random.pick(URL_VALUES)]],
        });
        continue;
      case 'body-field':
        if (target.body.length > 0 && hasBody(target.endpoint.method)) {
          add(target, family, { token, body: bodyWith(target, random.pick(target.body), jsonValue()) });
          continue;
        }
        break;
      case 'body-extra':
        if (hasBody(target.endpoint.method)) {
          add(target, family, { token, body: bodyWith(target, random.pick(['zz', '__proto__', 'constructor', '\u0000']), jsonValue()) });
          continue;
        }
        break;
      case 'body-non-object':
        if (hasBody(target.endpoint.method)) {
          add(target, family, { token, body: random.pick(NON_OBJECT_BODIES), contentType: random.pick(CONTENT_TYPES) });
          continue;
        }
        break;
      case 'content-type':
        if (hasBody(target.endpoint.method)) {
          add(target, family, { token, contentType: random.pick(CONTENT_TYPES) });
          continue;
        }
        break;
      case 'traversal':
        add(target, family, { token, path: `${pathOf(target)}${random.pick(TRAVERSALS)}` });
        continue;
      case 'file-name':
        if (takesFiles(target)) {
          add(target, family, { token, ...withFileNamed(target, random.pick(HOSTILE_FILE_NAMES)) });
          continue;
        }
        break;
      case 'header':
        add(target, family, {
          token,
          headers: random.pick<Record<string, string>>([
            { 'accept-language': 'zz-ZZ;q=abc, *;q=2, \u00ff' },
            { 'accept-language': 'x'.repeat(5000) },
            { cookie: 'token=%00' },
            { 'idempotency-key': 'x'.repeat(5000) },
            { 'x-forwarded-for': '999.999.999.999' },
          ]),
        });
        continue;
    }
    // The family does not apply to this endpoint: a plain request with the drawn token.
    add(target, 'token', { token });
  }
  return cases;
}

/** Endpoint names and versions the cases aim at, for "every endpoint was exercised". */
export const targetKeys = (endpoints: readonly TAnyEndpoint[]) =>
  endpoints.flatMap((e) => e.versions.map((v) => `${e.method} /api/v${v}${e.path}`));
