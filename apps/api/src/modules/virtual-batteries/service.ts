import {
  BATTERY_DISCOUNT_SETTINGS,
  batteryBalanceCents,
  isBatteryLinkActive,
  madridDayOf,
  percentagesAfterChange,
  percentagesAfterMove,
  promisedBatteryDiscountCents,
  type TBatteryDiscountSetting,
  type TBatteryLedgerEntry,
  type TBatteryMoveBody,
  type TBatteryPercentage,
  type TBatteryType,
  type TCustomerBattery,
  type TLanguage,
  type TPercentageLink,
  type TVirtualBatteryLink,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { virtualBatteries } from '../../db/schema/index.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { ContractMail } from '../communications/index.ts';
import { type TrailBy, trail, trailChanges } from '../trail/index.ts';
import { batteriesXlsx } from './battery-spreadsheet.ts';
import type { TContractLinkRow, TLinkRow, VirtualBatteriesRepo } from './repo.ts';
import { VIRTUAL_BATTERY_TEXTS } from './texts/index.ts';

/** The contract a change is made on, already found among the user's (ContractsService.owned). */
export interface TBatteryContract {
  id: number;
  type: string;
  /** The contract's name, which a change's trail line is about (docs/trail.md). */
  name?: string;
}

const notFound = () => new ApiError(404, 'virtual_battery_not_found', 'virtual_battery_not_found');
// customer-area §8: every failed battery operation shows the generic message.
const conflict = (code: string) => new ApiError(409, code, 'message_cant_do_operation');

const euros = (cents: number) => cents / 100;
/** A battery's percentages by link id, as the change log keeps them. */
const percentagesOf = (links: readonly { id: number; percentage: number }[]) =>
  Object.fromEntries(links.map((link) => [String(link.id), link.percentage]));

/**
 * Virtual batteries (customer-area §2–§7; docs/virtual-batteries.md). The rules are the
 * domain's (battery-rules.ts, battery-percentages.ts, battery-ledger.ts); this service finds the
 * rows, refuses what the rules refuse, and runs each change in one transaction that first locks
 * the battery rows, so the percentages of a battery add up to 100 whatever runs at the same time.
 * Every change leaves a row in virtual_battery_changes.
 */
export class VirtualBatteriesService {
  constructor(
    private readonly repo: VirtualBatteriesRepo,
    private readonly now: () => Date = () => new Date(),
    /** Mails the customer each change, in its transaction (docs/communications.md); none for the links reader. */
    private readonly mail?: ContractMail,
  ) {}

  private today(): string {
    return madridDayOf(this.now());
  }

  /**
   * The bateria_virtual of each contract (customer-area §3 "Virtual battery link"), by contract id:
   * two queries for any number of contracts (the links, then their batteries' ledgers). Only
   * electricity contracts have links.
   */
  async contractLinks(contracts: readonly TBatteryContract[]): Promise<Map<number, TVirtualBatteryLink[]>> {
    const ids = contracts.filter((contract) => contract.type === 'electricity').map((contract) => contract.id);
    const result = new Map<number, TVirtualBatteryLink[]>(ids.map((id) => [id, []]));
    const today = this.today();
    const links = await this.repo.linksOfContracts(ids, today);
    if (links.length === 0) return result;
    const entries = await this.entriesByBattery(links.map((link) => link.batteryId));
    for (const link of links) result.get(link.contractId)?.push(toContractLink(link, entries.get(link.batteryId) ?? [], today));
    return result;
  }

  private async linksOfContract(contract: TBatteryContract): Promise<TVirtualBatteryLink[]> {
    return (await this.contractLinks([contract])).get(contract.id) ?? [];
  }

  private async entriesByBattery(batteryIds: readonly number[]): Promise<Map<number, TBatteryLedgerEntry[]>> {
    const byBattery = new Map<number, TBatteryLedgerEntry[]>();
    for (const { batteryId, ...entry } of await this.repo.entriesOf([...new Set(batteryIds)])) {
      const list = byBattery.get(batteryId) ?? [];
      list.push(entry);
      byBattery.set(batteryId, list);
    }
    return byBattery;
  }

  /** §3 "Battery type": the two settings in order, not applying first, explained in `language`. */
  types(language: TLanguage): TBatteryType[] {
    return BATTERY_DISCOUNT_SETTINGS.map((name) => ({ name, description: VIRTUAL_BATTERY_TEXTS[language].typeDescriptions[name] }));
  }

  /** The user's batteries with their balance and links (GET contract/bateria_virtual/). */
  async customerBatteries(userId: number): Promise<TCustomerBattery[]> {
    const batteries = await this.repo.ownedBatteries(userId);
    const ids = batteries.map((battery) => battery.id);
    const [links, entries] = await Promise.all([this.repo.linksOfBatteries(ids), this.entriesByBattery(ids)]);
    const today = this.today();
    return batteries.map((battery) => ({
      id: battery.id,
      name: battery.name,
      balance: euros(batteryBalanceCents(entries.get(battery.id) ?? [])),
      links: links.filter((link) => link.batteryId === battery.id).map((link) => toPercentage(link, today)),
    }));
  }

  /** The links of one of the user's batteries with their percentages (404 for anyone else's). */
  async percentages(userId: number, batteryId: number): Promise<TBatteryPercentage[]> {
    const [battery] = await this.repo.ownedBatteries(userId, [batteryId]);
    if (!battery) throw notFound();
    const today = this.today();
    return (await this.repo.linksOfBatteries([battery.id])).map((link) => toPercentage(link, today));
  }

  /**
   * In one transaction: locks the user's battery, finds the contract's link to it (404 when either
   * is missing) and refuses a link inactive by date (409); `change` then runs under the lock.
   */
  private async underLock(
    userId: number,
    contract: TBatteryContract,
    batteryId: number,
    change: (tx: Executor, link: TLinkRow, links: TLinkRow[]) => Promise<void>,
    kind: 'discount_setting' | 'percentage',
  ): Promise<{ bateria_virtual: TVirtualBatteryLink[] }> {
    const organisation = await this.organisation();
    await this.repo.db.transaction(async (tx) => {
      if (!(await this.repo.lockOwned(tx, userId, batteryId))) throw notFound();
      const links = await this.repo.linksOfBatteries([batteryId], tx);
      const link = links.find((l) => l.contractId === contract.id);
      if (!link) throw notFound();
      if (!isBatteryLinkActive(dates(link), this.today())) throw conflict('virtual_battery_link_inactive');
      await change(tx, link, links);
      await this.tell(tx, organisation, contract.id, batteryId, kind);
    });
    this.mail?.poke();
    return { bateria_virtual: await this.linksOfContract(contract) };
  }

  /** PUT contract/{contractName}/bateria/{bateriaId}: whether the contract's invoices draw from the battery. */
  setDiscountSetting(userId: number, contract: TBatteryContract, batteryId: number, setting: TBatteryDiscountSetting, by: TrailBy) {
    return this.underLock(
      userId,
      contract,
      batteryId,
      async (tx, link, links) => {
        await this.repo.setDiscountSetting(tx, link.id, setting);
        const percentages = percentagesOf(links);
        await this.logChange(tx, by, contract, {
          batteryId,
          contractId: contract.id,
          kind: 'discount_setting',
          before: { percentages, link_id: link.id, setting: link.setting },
          after: { percentages, link_id: link.id, setting },
          userId,
        });
      },
      'discount_setting',
    );
  }

  /**
   * PUT contract/{contractName}/change_bateria_pes_percentatge/{bateriaId}: the contract's share,
   * the others sharing the rest (percentagesAfterChange). 409 when no other contract's link is
   * active by date: there is no one to share with, and a share left on a terminated contract
   * would go to no one.
   */
  changePercentage(userId: number, contract: TBatteryContract, batteryId: number, percentage: number, by: TrailBy) {
    return this.underLock(
      userId,
      contract,
      batteryId,
      async (tx, link, links) => {
        const today = this.today();
        const shared = links.some((l) => l.contractId !== contract.id && isBatteryLinkActive(dates(l), today));
        if (!shared) throw conflict('virtual_battery_not_shared');
        const after = percentagesAfterChange(
          links.map((l) => percentageLink(l, today)),
          link.id,
          percentage,
        );
        await this.repo.setPercentages(tx, after, new Map(links.map((l) => [l.id, l.percentage])));
        await this.logChange(tx, by, contract, {
          batteryId,
          contractId: contract.id,
          kind: 'percentage',
          before: { percentages: percentagesOf(links), link_id: link.id, setting: link.setting },
          after: { percentages: Object.fromEntries([...after].map(([id, p]) => [String(id), p])), link_id: link.id, setting: link.setting },
          userId,
        });
      },
      'percentage',
    );
  }

  /**
   * PUT contract/{contractName}/bateria_virtual_move_virtual_battery/{bateriaOrigenId}: the link
   * leaves its battery for another of the user's at pes_percentatge, in it from today (its
   * data_inici becomes the move's day); both batteries' percentages are shared again
   * (percentagesAfterMove). Both battery rows are locked, lower id first.
   */
  async move(userId: number, contract: TBatteryContract, originId: number, body: TBatteryMoveBody, by: TrailBy) {
    const destinationId = body.bateria_desti;
    const organisation = await this.organisation();
    await this.repo.db.transaction(async (tx) => {
      for (const id of [...new Set([originId, destinationId])].sort((a, b) => a - b)) {
        if (!(await this.repo.lockOwned(tx, userId, id))) throw notFound();
      }
      if (destinationId === originId) {
        throw new ApiError(400, 'validation_error', 'validation_error', { errors: { bateria_desti: ['battery_move_same_battery'] } });
      }
      const links = await this.repo.linksOfBatteries([originId, destinationId], tx);
      const origin = links.filter((l) => l.batteryId === originId);
      const destination = links.filter((l) => l.batteryId === destinationId);
      const link = origin.find((l) => l.contractId === contract.id);
      if (!link) throw notFound();
      if (link.isOrigin) throw conflict('virtual_battery_origin_cannot_move');
      const today = this.today();
      if (!isBatteryLinkActive(dates(link), today)) throw conflict('virtual_battery_link_inactive');
      if (destination.some((l) => l.contractId === contract.id)) throw conflict('virtual_battery_already_linked');
      const after = percentagesAfterMove(
        origin.map((l) => percentageLink(l, today)),
        destination.map((l) => percentageLink(l, today)),
        link.id,
        body.pes_percentatge,
      );
      const held = new Map(links.map((l) => [l.id, l.percentage]));
      await this.repo.moveLink(tx, link.id, destinationId, after.destination.get(link.id)!, today);
      held.set(link.id, after.destination.get(link.id)!);
      await this.repo.setPercentages(tx, after.origin, held);
      await this.repo.setPercentages(tx, after.destination, held);
      const move = { link_id: link.id, from_battery: originId, to_battery: destinationId, setting: link.setting };
      const asRecord = (map: ReadonlyMap<number, number>) => Object.fromEntries([...map].map(([id, p]) => [String(id), p]));
      await this.logChange(tx, by, contract, {
        batteryId: originId,
        contractId: contract.id,
        kind: 'move',
        before: { ...move, percentages: percentagesOf(origin) },
        after: { ...move, percentages: asRecord(after.origin) },
        userId,
      });
      await this.logChange(tx, null, contract, {
        batteryId: destinationId,
        contractId: contract.id,
        kind: 'move',
        before: { ...move, percentages: percentagesOf(destination) },
        after: { ...move, percentages: asRecord(after.destination) },
        userId,
      });
      await this.tell(tx, organisation, contract.id, destinationId, 'move');
    });
    this.mail?.poke();
    return { bateria_virtual: await this.linksOfContract(contract) };
  }

  /**
   * The change in the battery's own log and, with `by`, its line in the trail (docs/trail.md); a
   * move logs both batteries but is one action, one line (`by` null for the second).
   */
  private async logChange(
    tx: Executor,
    by: TrailBy | null,
    contract: TBatteryContract,
    change: Parameters<VirtualBatteriesRepo['recordChange']>[1],
  ): Promise<void> {
    await this.repo.recordChange(tx, change);
    if (by)
      await trail.record(tx, by, {
        action: 'battery_change',
        subject: contract.name ?? null,
        changes: trailChanges({ kind: change.kind, battery: change.batteryId, ...change.after }, change.before),
      });
  }

  /** Read before a change's transaction: PGlite's one connection runs no other query inside it. */
  private organisation(): Promise<string> {
    return this.mail ? this.mail.organisation() : Promise.resolve('');
  }

  /** The change's mail to the customer about the contract, in the change's transaction. */
  private async tell(
    tx: Executor,
    organisation: string,
    contractId: number,
    batteryId: number,
    change: 'discount_setting' | 'percentage' | 'move',
  ): Promise<void> {
    if (!this.mail) return;
    const [battery] = await tx.select({ name: virtualBatteries.name }).from(virtualBatteries).where(eq(virtualBatteries.id, batteryId));
    await this.mail.enqueue(tx, organisation, {
      contractId,
      template: 'battery_changed',
      data: (reader) => ({ ...reader, batteryName: battery?.name ?? '', change }),
    });
  }

  /** GET contracts/virtual_batteries/{ids}: the spreadsheet of the user's batteries; 404 when any id is not theirs. */
  async download(userId: number, ids: readonly number[], language: TLanguage): Promise<{ bytes: Uint8Array; filename: string }> {
    const batteries = await this.repo.ownedBatteries(userId, ids);
    if (batteries.length !== new Set(ids).size) throw notFound();
    const [links, ledger] = await Promise.all([this.repo.linksOfBatteries(ids), this.repo.ledgerOf(ids)]);
    const bytes = await batteriesXlsx(
      ids.map((id) => {
        const battery = batteries.find((b) => b.id === id)!;
        return {
          ...battery,
          links: links.filter((link) => link.batteryId === id),
          ledger: ledger.filter((row) => row.batteryId === id),
        };
      }),
      language,
    );
    return { bytes, filename: `${VIRTUAL_BATTERY_TEXTS[language].sheet.file}-${this.today()}.xlsx` };
  }
}

const dates = (link: TLinkRow) => ({ data_inici: link.startDate, data_final: link.endDate });

const percentageLink = (link: TLinkRow, today: string): TPercentageLink => ({
  id: link.id,
  percentage: link.percentage,
  active: isBatteryLinkActive(dates(link), today),
});

function toPercentage(link: TLinkRow, today: string): TBatteryPercentage {
  return {
    bateria_id: link.batteryId,
    percentage: link.percentage,
    link_id: link.id,
    contract: link.contract,
    es_origen: link.isOrigin,
    active: isBatteryLinkActive(dates(link), today),
  };
}

function toContractLink(link: TContractLinkRow, entries: readonly TBatteryLedgerEntry[], today: string): TVirtualBatteryLink {
  const drawn = entries
    .filter((entry) => entry.kind === 'discount' && entry.contractId === link.contractId)
    .reduce((sum, entry) => sum + entry.cents, 0);
  const terms = { contractId: link.contractId, percentage: link.percentage, setting: link.setting, ...dates(link) };
  return {
    id: link.id,
    bateria: { id: link.batteryId, name: link.batteryName, balance: euros(batteryBalanceCents(entries)), shared: link.shared },
    data_inici: link.startDate,
    data_final: link.endDate,
    pes: link.percentage,
    pes_percentatge: link.percentage,
    gestio_descomptes: link.setting,
    total_descompte: euros(drawn),
    available_discount: euros(promisedBatteryDiscountCents(entries, terms, today)),
    es_origen: link.isOrigin,
  };
}
