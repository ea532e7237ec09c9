/**
 * A battery's percentages always add up to 100 (docs/virtual-batteries.md "Rounding"): when one
 * link is set to p, the others share 100 − p in proportion to what they held; when a link moves,
 * the battery it leaves shares its percentage among those that stay, and the one it joins gives it
 * p out of the others' shares. Only links active by date take a share: an inactive link (a
 * terminated contract's) draws no discount (`availableBatteryDiscountCents`), so a share left on
 * it would go to no one; it keeps 0 %, which customer-area §4 calls "locked". Percentages are
 * whole numbers: the shares are rounded down and the points left over go one each to the largest
 * remainders (ties: the link with the larger share before, then the lower id), the
 * largest-remainder method, so the sum is exact and no link moves by more than one point from its
 * exact share.
 */

export interface TPercentageLink {
  id: number;
  percentage: number;
  /** Active by date today: when every other link held 0 the total goes to the active ones. */
  active: boolean;
}

/**
 * Shares `total` whole points among the active links of `links` in proportion to their current
 * percentages (equally when they all hold 0); the inactive ones get 0. When no link is active
 * nothing can draw from the battery anyway, and the points are shared among all of them as they
 * held them, so the sum stays 100. No link at all means nothing to share (the caller refuses such
 * a change).
 */
export function sharePercentages(links: readonly TPercentageLink[], total: number): Map<number, number> {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`total ${total}`);
  const result = new Map<number, number>();
  if (links.length === 0) return result;
  const active = links.filter((link) => link.active);
  const takers = active.length > 0 ? active : links;
  const held = takers.reduce((sum, link) => sum + link.percentage, 0);
  const weightOf = (link: TPercentageLink) => (held > 0 ? link.percentage : 1);
  const weights = takers.reduce((sum, link) => sum + weightOf(link), 0);
  const exact = takers.map((link) => ({ link, exact: (total * weightOf(link)) / weights }));
  for (const link of links) result.set(link.id, 0);
  for (const { link, exact: share } of exact) result.set(link.id, Math.floor(share));
  let left = total - exact.reduce((sum, e) => sum + Math.floor(e.exact), 0);
  const order = [...exact].sort(
    (a, b) =>
      b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || b.link.percentage - a.link.percentage || a.link.id - b.link.id,
  );
  for (const { link } of order) {
    if (left === 0) break;
    result.set(link.id, result.get(link.id)! + 1);
    left -= 1;
  }
  return result;
}

/** The battery's percentages after link `linkId` is set to `percentage` (the others share the rest). */
export function percentagesAfterChange(links: readonly TPercentageLink[], linkId: number, percentage: number): Map<number, number> {
  const others = links.filter((link) => link.id !== linkId);
  const result = sharePercentages(others, 100 - percentage);
  result.set(linkId, percentage);
  return result;
}

/**
 * A move: `origin` loses link `linkId` (its other links share 100 among them), `destination`
 * gains it at `percentage` (its active links share the rest). Joining a battery with no active
 * link, the moved link takes 100: there is no one to share with. Answers both batteries' new
 * percentages; the moved link appears in the destination's only.
 */
export function percentagesAfterMove(
  origin: readonly TPercentageLink[],
  destination: readonly TPercentageLink[],
  linkId: number,
  percentage: number,
): { origin: Map<number, number>; destination: Map<number, number> } {
  const staying = origin.filter((link) => link.id !== linkId);
  const joining = destination.filter((link) => link.id !== linkId);
  const alone = !joining.some((link) => link.active);
  const after = sharePercentages(joining, alone ? 0 : 100 - percentage);
  after.set(linkId, alone ? 100 : percentage);
  return { origin: sharePercentages(staying, staying.length === 0 ? 0 : 100), destination: after };
}
