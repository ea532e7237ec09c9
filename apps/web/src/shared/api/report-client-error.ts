import type { TClientErrorReport } from '@portal/domain';

const MAX = 2000;
const clip = (text: string) => (text.length > MAX ? text.slice(0, MAX) : text);

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
    fetch('/api/v1/client_errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}
