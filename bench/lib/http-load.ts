import autocannon from 'autocannon';
import { wrkLoad } from './wrk-load.ts';

export interface HttpLoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Answers by status class, e.g. { '2xx': 1200, '5xx': 0 }. */
  statuses: Record<string, number>;
  /** Answers outside 2xx (autocannon's count). */
  non2xx: number;
  /** Connection errors and timeouts: requests that got no answer at all. */
  errors: number;
  timeouts: number;
}

export interface HttpLoad {
  url: string;
  /** The bearer token; none for an anonymous route. */
  token?: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'PUT' | 'POST';
  body?: unknown;
  /**
   * Each request's path and token, when they change from one request to the next (many
   * contracts of many customers, so the load is not one cached row); `url` gives the server.
   */
  rotate?: () => { path: string; token: string };
  /**
   * What sends the load: autocannon (JavaScript, the default) or wrk (C, where installed), whose
   * own CPU per request is a fraction of autocannon's (wrk-load.ts).
   */
  generator?: 'autocannon' | 'wrk';
  /** wrk only: the cores it may run on (taskset's list), to keep it beside the portal. */
  cpus?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** autocannon on one route; percentiles from every response time, not autocannon's buckets. */
export function httpLoad(load: HttpLoad): Promise<HttpLoadFigures> {
  if (load.generator === 'wrk') return wrkLoad(load);
  const { url, token, connections, seconds, method = 'GET', body, rotate } = load;
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const statuses: Record<string, number> = {};
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(rotate
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => {
                    const next = rotate();
                    return { ...request, path: next.path, headers: { ...request.headers, authorization: `Bearer ${next.token}` } };
                  },
                },
              ],
            }
          : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          requests: result.requests.total,
          statuses,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      const bucket = `${Math.floor(status / 100)}xx`;
      statuses[bucket] = (statuses[bucket] ?? 0) + 1;
    });
  });
}

export const formatLoad = (label: string, x: HttpLoadFigures) =>
  `${label}: ${x.rps.toFixed(0)} req/s, p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms, ${x.requests} requests, ` +
  `answers ${Object.entries(x.statuses)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}, errors ${x.errors}, timeouts ${x.timeouts}`;
