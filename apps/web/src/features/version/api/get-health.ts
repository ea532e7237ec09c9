import { useQuery } from '@tanstack/react-query';

export interface THealth {
  status: string;
  version: string;
}

/** GET /healthz → {status, version}. Outside /api/v{n}, so a plain fetch rather than apiCall. */
export async function fetchHealth(signal?: AbortSignal): Promise<THealth> {
  const response = await fetch('/healthz', { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`healthz answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'version' in body && typeof body.version === 'string') {
    return { status: 'status' in body && typeof body.status === 'string' ? body.status : 'unknown', version: body.version };
  }
  throw new Error('Invalid healthz response');
}

export const useHealth = () => useQuery({ queryKey: ['healthz'], queryFn: ({ signal }) => fetchHealth(signal), staleTime: 60 * 1000 });
