import type { TAccessTariff } from '@portal/domain';

/** The name of the tariff chosen (its id as the select holds it), or undefined. */
export function tariffNameOf(tariffs: readonly TAccessTariff[] | undefined, id: unknown): string | undefined {
  if (id === '' || id === undefined || id === null) return undefined;
  return tariffs?.find((tariff) => String(tariff.id) === String(id))?.name;
}

/**
 * Whether the tariff chosen must be cleared (visitor-and-shell §4.4: "changing power reloads
 * tariffs and clears the selected tariff if it is no longer offered"): only against the list of
 * the power now typed, never while that list is still loading.
 */
export function mustClearTariff(tariffs: readonly TAccessTariff[] | undefined, id: unknown, listIsCurrent: boolean): boolean {
  if (!listIsCurrent || !tariffs || id === '' || id === undefined || id === null) return false;
  return !tariffs.some((tariff) => String(tariff.id) === String(id));
}

/**
 * The tariff of the list a registry answer names: by id, or by name when the registry gives no id
 * (a point imported from a SIPS file names its toll only by code). '' when the list has none.
 */
export function tariffIdFromRegistry(tariffs: readonly TAccessTariff[] | undefined, named: { id: number | null; name: string }): string {
  const list = tariffs ?? [];
  const byId = named.id === null ? undefined : list.find((tariff) => tariff.id === named.id);
  const byName = list.find((tariff) => tariff.name.replace(/\s/g, '').toUpperCase() === named.name.replace(/\s/g, '').toUpperCase());
  const found = byId ?? byName;
  if (found) return String(found.id);
  return named.id === null ? '' : String(named.id);
}
