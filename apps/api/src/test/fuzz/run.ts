import type { TFuzzCase } from './cases.ts';

export interface TFuzzAnswer {
  status: number;
  body: string;
}

/** Sends one case to the server under test (fastify.inject in tests, HTTP for `npm run fuzz`). */
export type TFuzzSend = (fuzzCase: TFuzzCase) => Promise<TFuzzAnswer>;

export interface TFuzzFailure {
  fuzzCase: TFuzzCase;
  answer: TFuzzAnswer;
  why: string;
}

export interface TFuzzReport {
  total: number;
  byStatus: Map<number, number>;
  failures: TFuzzFailure[];
  /** Endpoint names with at least one answer that came from their route (not the unknown-path 404). */
  reached: Set<string>;
  serverErrors: number;
}

// What must never leave the server: a stack frame, a source path, or SQL.
const LEAKS: readonly [RegExp, string][] = [
  [/\bat [\w$.<>]+ \(|\n\s+at /, 'stack trace'],
  [/(\/[\w.-]+)+\.(ts|js|mjs|cjs):\d+/, 'file path'],
  [/node_modules\//, 'file path'],
  [/\b(select|insert into|update \w+ set|delete from)\b[\s\S]*\b(from|values|where)\b/i, 'SQL'],
  [/params:/, 'SQL parameters'],
  [/invalid byte sequence|violates|out of range for type|syntax error at or near/i, 'database message'],
];

const isMultipart = (fuzzCase: TFuzzCase) => /^multipart\/form-data/i.test(fuzzCase.headers['content-type'] ?? '');

/** Why an answer is a failure, or undefined when it is an acceptable refusal or success. */
export function verdict(answer: TFuzzAnswer, isFile: boolean): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`;
  // Multipart requests go one at a time (runCases): the upload gate refusing one means another
  // was in flight, and this request's real answer (a 500?) went unseen.
  if (answer.status === 429 && /"code":"upload_in_progress"/.test(answer.body)) return 'upload gate: the answer was hidden';
  // A file answer (PDF, CSV) carries arbitrary bytes: only error answers are read for leaks.
  if (isFile && answer.status < 300) return undefined;
  for (const [pattern, what] of LEAKS) if (pattern.test(answer.body)) return `${what} in the body`;
  return undefined;
}

/**
 * Runs the cases `concurrency` at a time and tallies the answers. Multipart requests run one at a
 * time among themselves (a lane of their own; the others keep their concurrency): the portal
 * takes one upload per customer (and per visitor address) at a time and refuses a second with
 * 429 upload_in_progress before reading it, which would hide what that request would have answered.
 */
export async function runCases(
  cases: readonly TFuzzCase[],
  send: TFuzzSend,
  options: { concurrency?: number; isFile?: (endpoint: string) => boolean; onProgress?: (done: number) => void } = {},
): Promise<TFuzzReport> {
  const report: TFuzzReport = { total: 0, byStatus: new Map(), failures: [], reached: new Set(), serverErrors: 0 };
  let next = 0;
  let uploads: Promise<unknown> = Promise.resolve();
  const oneUploadAtATime = (fuzzCase: TFuzzCase): Promise<TFuzzAnswer> => {
    const answer = uploads.then(() => send(fuzzCase));
    uploads = answer.catch(() => undefined);
    return answer;
  };
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++] as TFuzzCase;
      let answer: TFuzzAnswer;
      try {
        answer = await (isMultipart(fuzzCase) ? oneUploadAtATime(fuzzCase) : send(fuzzCase));
      } catch (error) {
        // A connection the server dropped is a failure like a 500: the client got no answer.
        answer = { status: 599, body: `no answer: ${(error as Error).message}` };
      }
      report.total++;
      report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) report.serverErrors++;
      if (!(answer.status === 404 && /"code":"not_found"/.test(answer.body))) report.reached.add(fuzzCase.endpoint);
      const why = verdict(answer, options.isFile?.(fuzzCase.endpoint) ?? false);
      if (why) report.failures.push({ fuzzCase, answer, why });
      if (options.onProgress && report.total % 1000 === 0) options.onProgress(report.total);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker));
  return report;
}

/** `200: 123, 400: 9000, …` in status order. */
export const statusCounts = (report: TFuzzReport) =>
  [...report.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

/** A failing case as it can be replayed: seed, index, the request, and what came back. */
export function describeFailure(seed: number, failure: TFuzzFailure): string {
  const { fuzzCase, answer, why } = failure;
  const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);
  return [
    `FAIL (${why}) seed=${seed} case=${fuzzCase.index} endpoint=${fuzzCase.endpoint} family=${fuzzCase.family} token=${fuzzCase.token}`,
    `  ${fuzzCase.method} ${clip(fuzzCase.url, 300)}`,
    ...Object.entries(fuzzCase.headers)
      .filter(([name]) => name !== 'authorization')
      .map(([name, value]) => `  ${name}: ${clip(JSON.stringify(value), 200)}`),
    ...(fuzzCase.body !== undefined ? [`  body: ${clip(JSON.stringify(fuzzCase.body), 300)}`] : []),
    `  → ${answer.status} ${clip(answer.body, 300)}`,
  ].join('\n');
}
