import {
  composeFullAddress,
  contractPowers,
  madridDayOf,
  type TConfirmationStep,
  type TConfirmResult,
  type TContractStep,
  type TGasContractStep,
  type TInstallationStep,
  type TLanguage,
  type TPaymentStep,
  type TPersonStep,
  type TRegistryPoint,
  type TWizardAddress,
  ZWizardVatSchema,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { AccountUpdates } from '../auth/index.ts';
import type { BankAccountsService } from '../bank-accounts/index.ts';
import type { ContractUpdates, TNewSupplyPoint } from '../contracts/index.ts';
import { addressPlaces } from '../geo/index.ts';
import type { invoiceUpdates } from '../invoices/index.ts';
import type { SignupActivations } from '../signup/index.ts';
import { thanksHtml } from './confirmation-render.ts';
import type { IdentityCheck } from './identity-check.ts';
import type { ContractingRepo, CustomerRow, LeadRow, OfferRow } from './repo.ts';
import { type SolvencyService, scoreAll } from './solvency.ts';

/** The lead's sections as their schemas read them, every step of its wizard there (the service checked). */
export interface TConfirmedSections {
  installation: TInstallationStep;
  person: TPersonStep;
  contract?: TContractStep | undefined;
  gasContract?: TGasContractStep | undefined;
  payment?: TPaymentStep | undefined;
  confirmation: TConfirmationStep;
}

export interface TConfirmInput {
  lead: LeadRow;
  sections: TConfirmedSections;
  /** The signed-in customer: the contracts are theirs. Absent: a visitor, who becomes (or is) a customer. */
  customer: CustomerRow | undefined;
  /** A company's business contract stops after the person step (§2.3): no contract is made. */
  halted: boolean;
  language: TLanguage;
  /** The organisation's name for the activation mail, read before the transaction. */
  organisation: string;
}

export interface ConfirmationDeps {
  db: Database;
  repo: ContractingRepo;
  /** modules/auth: the new customer (it owns customers and users). */
  accounts: Pick<AccountUpdates, 'createCustomer'>;
  /** modules/signup: the new customer's pending account, activation link and mail. */
  activations: SignupActivations;
  /** modules/contracts: supply points and draft contracts. */
  contracts: Pick<ContractUpdates, 'supplyPointFor' | 'createDraft'>;
  addresses: Pick<AddressesService, 'create'>;
  bankAccounts: Pick<BankAccountsService, 'findOrCreate'>;
  /** modules/invoices: the pending invoice of a product's initial payment. */
  invoices: Pick<typeof invoiceUpdates, 'issueInitialPayment'>;
  /** The supply-point registry's reader: a point's distributor. */
  registry: (cups: string) => Promise<TRegistryPoint | undefined>;
  solvency: SolvencyService;
  identity: IdentityCheck;
  mail: MailService;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Opens each draft contract's signature, its link mailed, in the confirmation's transaction (docs/signatures.md). */
  signing?: OpenContractSigning;
}

/** The signatures module's opener of a draft contract's signature (app.ts wires it; this module does not import that one). */
export type OpenContractSigning = (tx: Executor, organisation: string, subject: { contractId: number; kind: 'contract' }) => Promise<void>;

/** A refusal of the confirmation, answered as its result's error (nothing is made). */
class Refusal extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** What one contract needs, worked out before the transaction. */
interface ContractPlan {
  type: 'electricity' | 'gas';
  point: TNewSupplyPoint;
  offer: OfferRow;
  powersW: number[];
  selfConsumption: boolean;
}

const failed = (error: string): TConfirmResult => ({ status: 'ERROR', result: { error, render: null, contracts: [], payments: [] } });

/**
 * Step 5 of a wizard (visitor-and-shell §4.3, §5.9; docs/contracting.md, "Confirmation"): the
 * holder is scored and identified, then ONE transaction makes everything or nothing: the customer
 * (a visitor's new one, with its account's activation mail; a signed-in customer's own), the
 * fiscal address, the bank account,
 * the supply points and the draft contracts (state esborrany, no sign date) with the product's
 * price list, the pending invoice of each product's initial payment, and marks the lead
 * confirmed with its result. The lead is locked first, so a
 * second confirmation, at once or later, answers the first one's result and makes nothing.
 */
export class LeadConfirmation {
  constructor(private readonly deps: ConfirmationDeps) {}

  async confirm(input: TConfirmInput): Promise<TConfirmResult> {
    try {
      return await this.make(input);
    } catch (error) {
      if (error instanceof Refusal) return failed(error.code);
      this.deps.log.error({ err: error, leadId: input.lead.id }, 'contracting confirmation failed');
      return failed('confirmation_failed');
    }
  }

  private async make(input: TConfirmInput): Promise<TConfirmResult> {
    const { deps } = this;
    const { person, payment } = input.sections;
    const name = person.company ? person.name : [person.name, person.surName1, person.surName2].filter(Boolean).join(' ');
    const holders = [person.vat, ...(person.company && person.vatRepresentante ? [ZWizardVatSchema.parse(person.vatRepresentante)] : [])];
    if (!(await scoreAll(deps.solvency, holders))) throw new Refusal('bad_score');
    if (!input.customer) {
      const identified = await deps.identity.check({
        vat: person.vat,
        company: person.company,
        name: person.name,
        surName1: person.surName1,
      });
      if (!identified) throw new Refusal('dni_invalid');
    }
    // A visitor whose tax id is already a customer's signs in to contract: a confirmation adds the
    // lead's e-mail to the customer's addresses, and sign-up sends its activation links to those
    // (docs/signup.md), so a stranger knowing a customer's tax id and name could take the account.
    if (!input.customer && (await deps.repo.customerByTaxId(person.vat))) throw new Refusal('customer_exists');
    const plans = input.halted ? [] : await this.plans(input);
    const email = person.email ? person.email : null;
    const fiscal = person.sameInvoiceAddress || !person.ownerAddress ? input.sections.installation.address : person.ownerAddress;
    const outcome = await deps.db.transaction(async (tx) => {
      const locked = await deps.repo.lockForConfirmation(tx, input.lead.id);
      if (!locked) throw new Refusal('lead_not_found');
      if (locked.confirmedAt) return { result: locked.result as TConfirmResult, fresh: false };
      let customerId = input.customer?.id;
      let activationEmail: string | null = null;
      if (customerId === undefined) {
        customerId = await deps.accounts.createCustomer(tx, { taxId: person.vat, name });
        // Another confirmation made a customer of this tax id meanwhile.
        if (customerId === undefined) throw new Refusal('customer_exists');
        if (email) {
          await deps.activations.activateNewCustomer(
            tx,
            { id: customerId, taxId: person.vat, name },
            { email, language: input.language, organisation: input.organisation },
          );
          activationEmail = email;
        }
      }
      const contracts: Array<{ name: string; type: 'electricity' | 'gas' }> = [];
      const payments: TConfirmResult['result']['payments'] = [];
      if (plans.length > 0) {
        const address = await deps.addresses.create(tx, customerId, {
          ...fiscal,
          name,
          mobile: person.mobile,
          email: email ?? '',
        });
        const bankAccountId = payment ? await deps.bankAccounts.findOrCreate(tx, customerId, payment.iban) : null;
        for (const plan of plans) {
          const supplyPointId = await deps.contracts.supplyPointFor(tx, plan.point);
          const made = await deps.contracts.createDraft(tx, {
            customerId,
            type: plan.type,
            supplyPointId,
            tariffId: plan.offer.tariffId,
            priceListId: plan.offer.priceListId,
            fiscalAddressId: address.id,
            bankAccountId,
            selfConsumption: plan.selfConsumption,
            powersW: plan.powersW,
            notification: { addressId: address.id, email: email ?? '', mobile: person.mobile },
          });
          contracts.push({ name: made.name, type: plan.type });
          await deps.signing?.(tx, input.organisation, { contractId: made.id, kind: 'contract' });
          if (plan.offer.initialPayment > 0) {
            const invoice = await deps.invoices.issueInitialPayment(tx, {
              customerId,
              contractId: made.id,
              kind: plan.type,
              contractName: made.name,
              cupsName: plan.point.cups,
              cupsAddress: plan.point.fullAddress,
              payerVat: input.customer?.taxId ?? person.vat,
              addressInvoiceId: address.id,
              amount: plan.offer.initialPayment,
              day: madridDayOf(deps.now()),
            });
            payments.push({ invoiceId: invoice.id, amount: invoice.amount, contractName: made.name, contractType: plan.type });
          }
        }
      }
      const body = thanksHtml({ contracts, activationEmail, halted: input.halted }, input.language);
      // A product's initial payment is an invoice the customer pays by card (docs/contracting.md, "The initial payment").
      const result: TConfirmResult = { status: 'OK', result: { error: null, render: { format: 'html', body }, contracts, payments } };
      await deps.repo.markConfirmed(tx, input.lead.id, { customerId, result });
      return { result, fresh: true };
    });
    if (outcome.fresh) void deps.mail.poke();
    return outcome.result;
  }

  /** The contracts to make: each product still offered for its tariff and kind, each point with its address and distributor. */
  private async plans(input: TConfirmInput): Promise<ContractPlan[]> {
    const { contract, gasContract, installation } = input.sections;
    const plans: ContractPlan[] = [];
    if (input.lead.type !== 'gas' && contract) {
      const offer = await this.offerFor(contract.selectedProduct, contract.accessTariff, 'electricity');
      const powers = contractPowers([contract.power, contract.power2, contract.power3, contract.power4, contract.power5, contract.power6]);
      plans.push({
        type: 'electricity',
        point: await this.point(installation.cups, installation.address),
        offer,
        powersW: powers.map((kW) => Math.round(kW * 1000)),
        selfConsumption: contract.selfcons,
      });
    }
    if (
      gasContract?.includeGas &&
      gasContract.cups &&
      gasContract.selectedProduct !== undefined &&
      gasContract.accessTariff !== undefined
    ) {
      const offer = await this.offerFor(gasContract.selectedProduct, gasContract.accessTariff, 'gas');
      plans.push({
        type: 'gas',
        point: await this.point(gasContract.cups, installation.address),
        offer,
        powersW: [],
        selfConsumption: false,
      });
    }
    if (plans.length === 0) throw new Refusal('lead_incomplete');
    return plans;
  }

  private async offerFor(productId: number, tariffId: number, kind: 'electricity' | 'gas'): Promise<OfferRow> {
    const offer = await this.deps.repo.offer(productId);
    if (!offer?.active || offer.tariffId !== tariffId || offer.priceListKind !== kind) throw new Refusal('product_not_available');
    return offer;
  }

  private async point(cups: string, address: TWizardAddress): Promise<TNewSupplyPoint> {
    const places = await addressPlaces(address);
    const registered = await this.deps.registry(cups);
    return {
      cups,
      street: [address.tv, address.nv, address.pnp, address.bq, address.es, address.pt, address.pu].filter(Boolean).join(' '),
      city: places.poblacio,
      postalCode: address.dp,
      ine: address.ine,
      fullAddress: composeFullAddress({ ...address, poblacio: places.poblacio, state: places.province }),
      refCatastral: address.ref_catastral || null,
      distributorId: (await this.deps.repo.distributorId(registered?.distributorName ?? '')) ?? null,
    };
  }
}
