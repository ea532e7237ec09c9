import { reportClientErrorRoute, type TClientErrorReport } from '@portal/domain';

const MAX = 2000;
const clip = (text: string) => (text.length > MAX ? text.slice(0, MAX) : text);

// The endpoint's zod-free route (reportClientErrorEndpoint): reports leave from any page, the
// login page's included, which must not load zod (docs/decisions.md, "First-page calls").
const { method, path, versions } = reportClientErrorRoute;
const url = `/api/v${versions[0]}${path}`;

/**
 * Sends a failed call to POST /api/v1/client_errors (customer-area §7), fire-and-forget: it
 * goes straight through fetch, never through apiCall, so a failing report is not reported,
 * and nothing the report does can break the caller. `page` is the pathname only: the query
 * may hold a token or a client secret.
 */
export function reportClientError(report: TClientErrorReport): void {
  const body: TClientErrorReport = {
    message: clip(report.message),
    path: clip(report.path),
    status: report.status,
    page: clip(report.page),
  };
  try {
    fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}
