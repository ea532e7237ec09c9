import {
  availableDoubleTariffs,
  availableHappyDays,
  availableHappyHours,
  CHOICE_ERROR_FIELD,
  CHOICE_NOT_AVAILABLE,
  happyDay,
  isAvailableChoice,
  madridDayOf,
  optionDiscountFraction,
  type TDoubleTariff,
  type THappyDay,
  type THappyHours,
  type TLanguage,
  type TTariffOptionChoice,
  type TTariffOptionKind,
  type TTariffOptionOffer,
  tariffOptionEffectiveFrom,
  tariffOptionsChangeable,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { ContractMail } from '../communications/index.ts';
import type { TDiscounts } from '../consumption/index.ts';
import type { ContractRow } from '../contracts/index.ts';
import { type TrailBy, trail, trailChanges } from '../trail/index.ts';
import type { StoredChoice, TariffOptionsRepo } from './repo.ts';

/** The option fields the answer carries: a happy day gets its label in the request's language. */
type TChoiceOf<K extends TTariffOptionKind> = K extends 'double_tariff' ? TDoubleTariff : K extends 'happy_hours' ? THappyHours : THappyDay;

export interface TOptionState<K extends TTariffOptionKind> {
  choice: TChoiceOf<K> | null;
  validFrom: string | null;
  fraction: number;
}

/** The fields of each option as stored (a happy day's label is not: it is named per request). */
function storedFields(kind: TTariffOptionKind, choice: Record<string, unknown>): Record<string, number> {
  switch (kind) {
    case 'double_tariff':
      return {
        startMonth: Number(choice.startMonth),
        startYear: Number(choice.startYear),
        endMonth: Number(choice.endMonth),
        endYear: Number(choice.endYear),
      };
    case 'happy_hours':
      return { startHour: Number(choice.startHour), endHour: Number(choice.endHour) };
    case 'happy_day':
      return { value: Number(choice.value) };
  }
}

/**
 * Tariff options of a contract (customer-area §2, §3, §5, §7; docs/billing.md "Tariff options").
 * Each method receives the user's contract already found (404 otherwise). Availability is the
 * product's (price_list_options); a gas contract's product offers none, so its lists are empty
 * and a change is refused like any option not offered. A change applies from the next
 * Europe/Madrid day and is refused (409) unless the contract is open.
 */
export class TariffOptionsService {
  constructor(
    private readonly repo: TariffOptionsRepo,
    private readonly now: () => Date = () => new Date(),
    /** Mails the customer each choice, in its transaction (docs/communications.md). */
    private readonly mail?: ContractMail,
  ) {}

  private async offer(contract: ContractRow, kind: TTariffOptionKind): Promise<TTariffOptionOffer | undefined> {
    if (contract.type !== 'electricity') return undefined;
    return (await this.repo.offersOf(contract.id)).find((offer) => offer.kind === kind);
  }

  private available(kind: TTariffOptionKind, offer: TTariffOptionOffer | undefined, language: TLanguage): object[] {
    switch (kind) {
      case 'double_tariff':
        return availableDoubleTariffs(offer, madridDayOf(this.now()));
      case 'happy_hours':
        return availableHappyHours(offer);
      case 'happy_day':
        return availableHappyDays(offer, language);
    }
  }

  async availableChoices<K extends TTariffOptionKind>(contract: ContractRow, kind: K, language: TLanguage): Promise<TChoiceOf<K>[]> {
    return this.available(kind, await this.offer(contract, kind), language) as TChoiceOf<K>[];
  }

  private stateOf<K extends TTariffOptionKind>(
    kind: K,
    stored: StoredChoice | undefined,
    offer: TTariffOptionOffer | undefined,
    language: TLanguage,
  ): TOptionState<K> {
    if (!stored) return { choice: null, validFrom: null, fraction: offer?.fraction ?? 0 };
    const choice = kind === 'happy_day' ? happyDay(stored.choice.value ?? 0, language) : storedFields(kind, stored.choice);
    return { choice: choice as TChoiceOf<K>, validFrom: stored.validFrom, fraction: stored.fraction };
  }

  /** The latest choice (in force, or applying from tomorrow) with its day and fraction. */
  async current<K extends TTariffOptionKind>(contract: ContractRow, kind: K, language: TLanguage): Promise<TOptionState<K>> {
    const [stored, offer] = await Promise.all([this.repo.latestChoice(contract.id, kind), this.offer(contract, kind)]);
    return this.stateOf(kind, stored, offer, language);
  }

  /**
   * Chooses an option: 409 contract_not_active unless the contract is open, 409
   * tariff_option_not_offered when its product does not offer it, 400 with a field error when
   * the choice is not one of the available ones. Applies from the next local day.
   */
  async choose<K extends TTariffOptionKind>(
    userId: number,
    contract: ContractRow,
    kind: K,
    request: Record<string, unknown>,
    language: TLanguage,
    by: TrailBy,
  ): Promise<TOptionState<K>> {
    if (!tariffOptionsChangeable({ kind: contract.type as 'electricity' | 'gas', state: contract.state })) {
      throw new ApiError(
        409,
        contract.type === 'electricity' ? 'contract_not_active' : 'tariff_option_not_offered',
        'message_cant_do_operation',
      );
    }
    const offer = await this.offer(contract, kind);
    if (!offer) throw new ApiError(409, 'tariff_option_not_offered', 'message_cant_do_operation');
    if (!isAvailableChoice(kind, request, this.available(kind, offer, language))) {
      throw new ApiError(400, 'validation_error', 'validation_error', { errors: { [CHOICE_ERROR_FIELD[kind]]: [CHOICE_NOT_AVAILABLE] } });
    }
    const stored: StoredChoice = {
      kind,
      choice: storedFields(kind, request),
      fraction: offer.fraction,
      validFrom: tariffOptionEffectiveFrom(this.now()),
    };
    const organisation = this.mail ? await this.mail.organisation() : '';
    // Read before the transaction (PGlite's one connection): the trail line's before.
    const previous = await this.repo.latestChoice(contract.id, kind);
    await this.repo.db.transaction(async (tx) => {
      await this.repo.saveChoice(tx, contract.id, userId, stored);
      await trail.record(tx, by, {
        action: 'tariff_option_change',
        customerId: contract.customerId,
        subject: contract.name,
        changes: {
          option: { after: kind },
          valid_from: { after: stored.validFrom },
          ...trailChanges(stored.choice, previous?.choice ?? {}),
        },
      });
      await this.mail?.enqueue(tx, organisation, {
        contractId: contract.id,
        template: 'tariff_option_changed',
        data: (reader) => ({ ...reader, option: kind, validFrom: stored.validFrom }),
      });
    });
    this.mail?.poke();
    return this.stateOf(kind, stored, offer, language);
  }

  /** Every dated choice of the contract: what the consumption chart and the invoices price hours with (optionDiscountFraction). */
  choicesOf(contract: Pick<ContractRow, 'id'>): Promise<TTariffOptionChoice[]> {
    return this.repo.choicesOf(contract.id);
  }

  /**
   * The discount of the options in force at each day and hour (the consumption chart prices its
   * hours with it, as the invoices do): a TDiscountSource of the consumption module; undefined
   * for a contract without options.
   */
  readonly discountsOf = async (contractId: number): Promise<TDiscounts | undefined> => {
    const choices = await this.repo.choicesOf(contractId);
    // Most contracts have chosen no option: no discount to ask for at every hour of the chart.
    if (choices.length === 0) return undefined;
    // The discount is drawn from the choices alone: they are its key (a chart's kept months).
    return { at: (day, clockHour) => optionDiscountFraction(choices, day, clockHour), key: JSON.stringify(choices) };
  };
}
