/**
 * `npm run fuzz`: malformed requests for every endpoint contract against a running portal.
 * Prints the status counts and the count of answers ≥ 500, with each
 * failing request and the seed to replay it; exits non-zero when any answer is ≥ 500 or leaks a
 * stack trace or SQL.
 *
 *   TOKEN_SECRET=… FUZZ_URL=http://localhost:8080 npm run fuzz
 *
 * FUZZ_URL      the portal (default http://localhost:8080)
 * TOKEN_SECRET  the server's secret: the fuzzer signs tokens with it (ghost users, ids past int4)
 * FUZZ_COUNT    requests, at least (default 10000)
 * FUZZ_SEED     the seed (default: a random one, printed); FUZZ_CASE=<index> replays one case
 * FUZZ_USER, FUZZ_PASSWORD  the customer whose sessions the fuzzer uses (default: the demo's Marta)
 * FUZZ_CONCURRENCY  requests in flight (default 8); multipart ones go one at a time, so the upload
 *                   gate (429 upload_in_progress) never stands in for a request's real answer
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { FILE_RESPONSE } from '@portal/domain';
import { CONTACT_TICKET_PURPOSE, LEAD_TICKET_PURPOSE, signTicket } from '../apps/api/src/platform/http/form-ticket.ts';
import { generateCases, type TFuzzCase } from '../apps/api/src/test/fuzz/cases.ts';
import { discoverKnownValues } from '../apps/api/src/test/fuzz/discover.ts';
import { loadEndpoints } from '../apps/api/src/test/fuzz/endpoints.ts';
import { describeFailure, runCases, statusCounts, type TFuzzAnswer } from '../apps/api/src/test/fuzz/run.ts';
import { fuzzTokens } from '../apps/api/src/test/fuzz/tokens.ts';

const base = new URL(process.env.FUZZ_URL ?? 'http://localhost:8080');
const secret = process.env.TOKEN_SECRET;
const count = Number(process.env.FUZZ_COUNT ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const user = process.env.FUZZ_USER ?? '12345678Z';
const password = process.env.FUZZ_PASSWORD ?? 'Demo-Portal-2026!';
// What is read of an answer: enough for any error body; a file's bytes are not looked at.
const BODY_KEPT = 64 * 1024;

if (!secret) {
  console.error('TOKEN_SECRET is required: the secret of the server under test (its tokens are signed with it).');
  process.exit(2);
}

const client = base.protocol === 'https:' ? https : http;
const agent = new client.Agent({ keepAlive: true, maxSockets: concurrency });

/** One raw request: the path exactly as generated (no URL normalisation, so ../ and %2e stay). */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<TFuzzAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const request = client.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < BODY_KEPT) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out after 30 s')));
    request.on('error', reject);
    request.end(payload);
  });
}

async function login(): Promise<string | undefined> {
  const res = await send('POST', '/api/v1/user/login', { 'content-type': 'application/json' }, JSON.stringify({ user, password }));
  if (res.status !== 200) {
    console.warn(`sign-in of ${user} answered ${res.status}: fuzzing without a real session (${res.body.slice(0, 200)})`);
    return undefined;
  }
  return (JSON.parse(res.body) as { token: string }).token;
}

const endpoints = await loadEndpoints();
const files = new Set(endpoints.filter((e) => e.response === FILE_RESPONSE).map((e) => e.name));
const valid = await login();
const spare = valid ? await login() : undefined;
const known = await discoverKnownValues((url, token) => send('GET', url, { authorization: `Bearer ${token}` }), valid);
const tokens = await fuzzTokens(secret, valid, spare);
// The systematic pass first, then random cases up to the count asked for.
// A form ticket signed with the server's secret, issued a minute ago: the unsigned contact's files reach its store.
const ticket = (path: string) =>
  signTicket(
    new TextEncoder().encode(secret),
    Date.now() - 60_000,
    randomBytes(16).toString('hex'),
    path.startsWith('/crm/') ? CONTACT_TICKET_PURPOSE : LEAD_TICKET_PURPOSE,
  );
const systematic = generateCases({ endpoints, tokens, seed, randomCount: 0, known, ticket }).length;
let cases: TFuzzCase[] = generateCases({ endpoints, tokens, seed, randomCount: Math.max(0, count - systematic), known, ticket });
if (process.env.FUZZ_CASE !== undefined) cases = cases.filter((c) => c.index === Number(process.env.FUZZ_CASE));

console.log(
  `fuzz ${base.origin} seed=${seed}: ${cases.length} requests over ${endpoints.length} endpoint contracts ` +
    `(${systematic} systematic), ${concurrency} in flight; known values: ${Object.keys(known).join(', ') || 'none'}`,
);
const started = Date.now();
const report = await runCases(cases, (c) => send(c.method, c.url, c.headers, c.body), {
  concurrency,
  isFile: (name) => files.has(name),
  onProgress: (done) => process.stdout.write(`  ${done}/${cases.length}\r`),
});
agent.destroy();

for (const failure of report.failures.slice(0, 50)) console.log(describeFailure(seed, failure));
if (report.failures.length > 50) console.log(`… and ${report.failures.length - 50} more failures`);
const unreached = endpoints.map((e) => e.name).filter((name) => !report.reached.has(name));
console.log(`seed: ${seed}`);
console.log(`requests: ${report.total} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`status counts: ${statusCounts(report)}`);
console.log(`>=500: ${report.serverErrors}`);
console.log(`leaks (stack, path, SQL) in answers below 500: ${report.failures.filter((f) => f.answer.status < 500).length}`);
if (unreached.length > 0) console.log(`endpoints never reached (only unknown-path 404s): ${unreached.join(', ')}`);
process.exit(report.failures.length > 0 ? 1 : 0);
