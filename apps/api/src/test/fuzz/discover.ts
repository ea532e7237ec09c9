import { isCaseOpen, type TCaseOutcome } from '@portal/domain';

/** A GET with a bearer, answered with its status and body text. */
export type TFuzzGet = (url: string, token: string) => Promise<{ status: number; body: string }>;

const itemsOf = (body: string): Record<string, unknown>[] => {
  try {
    const value = JSON.parse(body) as { items?: unknown };
    return Array.isArray(value.items) ? (value.items as Record<string, unknown>[]) : [];
  } catch {
    return [];
  }
};

/**
 * Values that exist for the signed-in customer, by path param name: their contract names,
 * invoice ids and open requests' numbers. With them a broken body or query reaches the handler of a real contract (the
 * IBAN change reads its body only after finding the contract) instead of stopping at a 404.
 */
export async function discoverKnownValues(get: TFuzzGet, token: string | undefined): Promise<Record<string, string[]>> {
  if (!token) return {};
  const names = new Set<string>();
  const invoiceIds = new Set<string>();
  for (const type of ['electricity', 'gas']) {
    const contracts = await get(`/api/v2/contracts?type=${type}&limit=20`, token);
    for (const item of itemsOf(contracts.body)) if (typeof item.name === 'string') names.add(encodeURIComponent(item.name));
    const invoices = await get(`/api/v1/invoices/?type=${type}&limit=10`, token);
    for (const item of itemsOf(invoices.body)) if (typeof item.id === 'number') invoiceIds.add(String(item.id));
  }
  // The customer's open requests: a reply with a file reaches the store only on one.
  const numbers = new Set<string>();
  for (const item of itemsOf((await get('/api/v1/requests?limit=20', token)).body)) {
    if (typeof item.number === 'string' && isCaseOpen(item.outcome as TCaseOutcome)) numbers.add(item.number);
  }
  const known: Record<string, string[]> = {};
  if (names.size > 0) known.contractName = [...names];
  if (numbers.size > 0) known.number = [...numbers];
  if (invoiceIds.size > 0) known.id = known.invoiceId = [...invoiceIds];
  return known;
}
