import {
  formatNumber,
  localeFormat,
  percentagesAfterChange,
  percentagesAfterMove,
  type TBatteryPercentage,
  type TCustomerBattery,
  type TPercentageLink,
} from '@portal/domain';

/**
 * Pure readings of the battery block (customer-area §2, §6, §9): which batteries a link may move
 * to, and the percentages a change or a move would leave, as the dialogs preview them. The
 * sharing itself is the domain's (battery-percentages.ts), which the API applies too.
 */

/**
 * The batteries a link of `contractName` may move to: the customer's batteries with a link to
 * another contract (§6 "other batteries exist in other contracts"), but not one this contract is
 * already linked to (the API refuses it: virtual_battery_already_linked), nor `originId`.
 */
export function moveDestinations(batteries: readonly TCustomerBattery[], contractName: string, originId?: number): TCustomerBattery[] {
  return batteries.filter(
    (battery) =>
      battery.id !== originId &&
      battery.links.some((link) => link.contract !== contractName) &&
      !battery.links.some((link) => link.contract === contractName),
  );
}

/** What the domain's batteryButtons() reads as "batteries of other contracts": those a link could move to. */
export const batteriesOfOtherContracts = (batteries: readonly TCustomerBattery[], contractName: string): number[] =>
  moveDestinations(batteries, contractName).map((battery) => battery.id);

/** Why the move stepper cannot go on from its first step, a message key; undefined when it can. */
export function moveProblem(originId: number, destinationId: number | null | undefined): string | undefined {
  if (destinationId === null || destinationId === undefined || Number.isNaN(destinationId)) return 'battery_move_select_battery';
  if (destinationId === originId) return 'battery_move_same_battery';
  return undefined;
}

/** §9 "displayed rounded to an integer": 33.4 → '33 %' (the language's space before the sign). */
export function formatBatteryPercentage(percentage: number, language: string): string {
  return `${formatNumber(Math.round(percentage), language, { maxDecimals: 0 })}${localeFormat(language).percentSpace}%`;
}

/** One link of a battery in a preview: its share now (null when it joins) and after the change. */
export interface TPercentageRow {
  linkId: number;
  contract: string;
  /** The contract the dialog is about. */
  own: boolean;
  before: number | null;
  after: number;
}

const asLinks = (percentages: readonly TBatteryPercentage[]): TPercentageLink[] =>
  percentages.map((p) => ({ id: p.link_id, percentage: p.percentage, active: p.active }));

/** The link of `contractName` among a battery's percentages: by its id, else by the contract. */
export function ownLink(percentages: readonly TBatteryPercentage[], linkId: number, contractName: string): TBatteryPercentage | undefined {
  return percentages.find((p) => p.link_id === linkId) ?? percentages.find((p) => p.contract === contractName);
}

/** §5, §6: every link of the battery after the contract's link is set to `percentage`. */
export function percentageChangePreview(
  percentages: readonly TBatteryPercentage[],
  linkId: number,
  contractName: string,
  percentage: number,
): TPercentageRow[] {
  const own = ownLink(percentages, linkId, contractName);
  const ownId = own?.link_id ?? linkId;
  const after = percentagesAfterChange(asLinks(percentages), ownId, percentage);
  return percentages.map((p) => ({
    linkId: p.link_id,
    contract: p.contract,
    own: p.link_id === ownId,
    before: p.percentage,
    after: after.get(p.link_id) ?? 0,
  }));
}

/**
 * §4 "Moving a battery recalculates the other percentages": the origin without the link (its
 * other links share 100) and the destination with it at `percentage` (its links share the rest).
 */
export function movePreview(
  origin: readonly TBatteryPercentage[],
  destination: readonly TBatteryPercentage[],
  linkId: number,
  contractName: string,
  percentage: number,
): { origin: TPercentageRow[]; destination: TPercentageRow[] } {
  const own = ownLink(origin, linkId, contractName);
  const ownId = own?.link_id ?? linkId;
  const after = percentagesAfterMove(asLinks(origin), asLinks(destination), ownId, percentage);
  const rows = (links: readonly TBatteryPercentage[], shares: Map<number, number>) =>
    links
      .filter((p) => p.link_id !== ownId)
      .map((p) => ({ linkId: p.link_id, contract: p.contract, own: false, before: p.percentage, after: shares.get(p.link_id) ?? 0 }));
  return {
    origin: rows(origin, after.origin),
    destination: [
      ...rows(destination, after.destination),
      { linkId: ownId, contract: contractName, own: true, before: null, after: after.destination.get(ownId) ?? percentage },
    ],
  };
}
