/** Settings fragments as stored or received: any JSON object. */
export type TSettingsPatch = { [key: string]: unknown };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Deep merge for settings: objects merge key by key, arrays and scalars replace
 * (customer-area §3: "arrays replace rather than merge"). Inputs are not mutated.
 */
export function mergeSettings<T extends object>(base: T, ...patches: Array<TSettingsPatch | null | undefined>): T {
  let result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const patch of patches) {
    if (!isPlainObject(patch)) continue;
    result = mergeInto(result, patch);
  }
  return result as T;
}

function mergeInto(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeInto(current, value) : value;
  }
  return out;
}
