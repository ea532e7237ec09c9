/** What one POST to a receiver came to: its status (2xx is delivered), or why no answer came. */
export type SendOutcome = { statusCode: number; error: null } | { statusCode: null; error: string };

const ERROR_MAX = 200;

/**
 * POSTs one delivery. A receiver has `timeoutMs` to answer (headers and body); redirects are
 * not followed (the supervisor registered this address, not the one a 3xx names), so a 3xx is a
 * failed attempt like any answer outside 2xx. The receiver's body is read and dropped: it is never
 * logged or stored.
 */
export async function postWebhook(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'portal-webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { statusCode: response.status, error: null };
  } catch (error) {
    return { statusCode: null, error: describe(error) };
  }
}

/** A short reason for the log: a time-out, the system's error code (ECONNREFUSED, ENOTFOUND…), or the error's message. */
function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const reason =
    typeof cause?.code === 'string'
      ? cause.code
      : typeof cause?.message === 'string'
        ? cause.message
        : String((error as Error)?.message ?? error);
  return reason.slice(0, ERROR_MAX);
}
