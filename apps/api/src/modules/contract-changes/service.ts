import {
  fieldErrorsFromIssues,
  ibanFilesProblem,
  normaliseIban,
  powerChangeProblems,
  requestedWatts,
  type TAddress,
  type TCadastralReferenceRequest,
  type TContactField,
  type TInvoiceOnlineRequest,
  type TNewAddress,
  type TNoCessionSipsRequest,
  type TPowerChangeRequest,
  type TSettings,
  type TTrailChanges,
  type TWaitingForSignatureResponse,
  ZIbanChangeRequestSchema,
} from '@portal/domain';
import type { Database, Executor } from '../../db/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { assertWithinQuota, type UploadedFile } from '../../platform/uploads/uploads.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { BankAccountsService } from '../bank-accounts/index.ts';
import type { ContractMail } from '../communications/index.ts';
import type { ContractRow, ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { type TrailBy, trail, trailChanges } from '../trail/index.ts';
import {
  assertNotWaiting,
  assertOffered,
  buttonsFor,
  changeWaitingForSignature,
  fieldError,
  isPendingConflict,
  offered,
  powerNotAcceptable,
} from './change-rules.ts';
import { ibanFormValues } from './iban-form.ts';
import type { ContractChangesRepo, NewRequest } from './repo.ts';
import type { TAppliedChange, TSignedChange } from './texts/index.ts';

/**
 * Opens the signature of a change that waits for it, in the change's transaction: the signatures
 * module's (app.ts wires it; this module does not import that one).
 */
export type OpenSigning = (
  tx: Executor,
  organisation: string,
  subject: { contractId: number; kind: TSignedChange; modificationRequestId: number },
) => Promise<void>;

const SIGNATURE_PENDING: TWaitingForSignatureResponse = { waiting_for_signature: true };

/**
 * Every change a customer can make to a contract (customer-area §5, §7). Each method receives
 * the contract already resolved for the user (404 otherwise), checks the button rules with
 * the private settings, then the request against the contract, then writes in one transaction.
 */
export class ContractChangesService {
  constructor(
    private readonly db: Database,
    private readonly repo: ContractChangesRepo,
    private readonly settings: SettingsService,
    private readonly bankAccounts: BankAccountsService,
    private readonly addresses: AddressesService,
    /** Applies the changes made at once: the contract module owns the contract's rows. */
    private readonly contracts: Pick<ContractsService, 'updates'>,
    /** Mails the customer about the change in its transaction (docs/communications.md). */
    private readonly mail: ContractMail,
    /** Opens the change's signature (the signing link mailed), in the change's transaction (docs/signatures.md). */
    private readonly signing: OpenSigning = async () => {},
  ) {}

  async uploadLimitBytes(): Promise<number> {
    return (await this.settings.privateSettings()).fileUploadSizeLimit;
  }

  /** Checked before any upload is read, so a refused change does not buffer files first. */
  async assertIbanChangeOffered(contract: ContractRow): Promise<void> {
    assertOffered(buttonsFor(contract, await this.privateSettings()).iban);
  }

  async changeIban(
    userId: number,
    contract: ContractRow,
    fields: Record<string, unknown>,
    files: UploadedFile[],
    by: TrailBy,
  ): Promise<TWaitingForSignatureResponse> {
    const settings = await this.privateSettings();
    assertOffered(buttonsFor(contract, settings).iban);
    const parsed = ZIbanChangeRequestSchema.safeParse(ibanFormValues(fields));
    const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    const filesProblem = ibanFilesProblem(files.length, settings.features.attachmentOnIbanChange);
    if (filesProblem) errors.files = [filesProblem];
    if (!parsed.success || filesProblem) throw new ApiError(400, 'validation_error', 'validation_error', { errors });
    const request = parsed.data;

    // An existing account (the list the customer chose from holds theirs except the current
    // one), or a new IBAN, which becomes one of their accounts.
    let account: { id: number } | { iban: string };
    // The trail keeps the IBAN before and after, masked (modules/trail/recorder.ts).
    let newIban: string;
    if (request.already_registered) {
      const owned = await this.bankAccounts.findOwned(userId, request.bank_id);
      if (!owned || owned.id === contract.bankAccountId) throw fieldError('bank_id', 'iban_select_empty');
      account = { id: owned.id };
      newIban = owned.iban;
    } else {
      if (contract.iban && normaliseIban(contract.iban) === request.iban) throw fieldError('iban', 'iban_same_as_current');
      account = { iban: request.iban };
      newIban = request.iban;
    }

    if (files.length > 0)
      assertWithinQuota(await this.repo.customerUploads(this.db, contract.customerId), files, settings.attachmentQuotaBytes);
    const organisation = await this.mail.organisation();
    await this.repo.storeFiles(this.db, files, (fileIds) =>
      this.pendingTransaction(async (tx) => {
        const accountId = 'id' in account ? account.id : await this.bankAccounts.findOrCreate(tx, contract.customerId, account.iban);
        const requestId = await this.createPending(
          tx,
          by,
          contract,
          { iban: { before: contract.iban, after: newIban } },
          {
            contractId: contract.id,
            userId,
            kind: 'iban',
            payload: {
              already_registered: request.already_registered,
              bank_id: accountId,
              ...(request.already_registered ? {} : { owner_is_bank_owner: true }),
            },
          },
        );
        await this.assertWithinQuota(tx, contract.customerId, files, settings.attachmentQuotaBytes);
        await this.repo.linkFiles(tx, fileIds, contract.id, requestId, 'iban_change');
        await this.tellRequested(tx, organisation, contract, 'iban');
        await this.signing(tx, organisation, { contractId: contract.id, kind: 'iban', modificationRequestId: requestId });
      }),
    );
    this.mail.poke();
    return SIGNATURE_PENDING;
  }

  /**
   * Power change. Refused with 406 (customer-area §8) when the contract cannot take one (not
   * electricity, not active, no ATR access, feature off) or when it asks for the power the
   * contract already has; rules on the values themselves are field errors (400).
   */
  async changePower(
    userId: number,
    contract: ContractRow,
    request: TPowerChangeRequest,
    by: TrailBy,
  ): Promise<TWaitingForSignatureResponse> {
    const button = buttonsFor(contract, await this.privateSettings()).power;
    // A power change already waiting is a 409 with its reason, not the 406 of a change refused.
    assertNotWaiting(button);
    if (!offered(button)) throw powerNotAcceptable();
    const currentW = contract.powers.map((p) => p.power_w);
    const problems = powerChangeProblems(currentW, request);
    const sameOnly = Object.values(problems).every((keys) => keys.every((key) => key === 'power_modification_same'));
    if (Object.keys(problems).length > 0) {
      if (sameOnly) throw powerNotAcceptable(problems);
      throw new ApiError(400, 'validation_error', 'validation_error', { errors: problems });
    }
    const powersW = requestedWatts(request).filter((w): w is number => w !== undefined);
    const organisation = await this.mail.organisation();
    await this.pendingTransaction(async (tx) => {
      const requestId = await this.createPending(
        tx,
        by,
        contract,
        {},
        {
          contractId: contract.id,
          userId,
          kind: 'power',
          payload: { powers_w: powersW, phone: request.phone, phone_pre: request.phone_pre, phone_num: request.phone_num },
        },
      );
      await this.tellRequested(tx, organisation, contract, 'power');
      await this.signing(tx, organisation, { contractId: contract.id, kind: 'power', modificationRequestId: requestId });
    });
    this.mail.poke();
    return SIGNATURE_PENDING;
  }

  /** The SIPS opt-out: requested until signed (customer-area §4). Only ticking the box is a request. */
  async requestNoCessionSips(
    userId: number,
    contract: ContractRow,
    request: TNoCessionSipsRequest,
    by: TrailBy,
  ): Promise<TWaitingForSignatureResponse> {
    assertOffered(buttonsFor(contract, await this.privateSettings()).sips);
    if (!request.noCessionSelection) throw fieldError('noCessionSelection', 'required_field');
    const organisation = await this.mail.organisation();
    await this.pendingTransaction(async (tx) => {
      const requestId = await this.createPending(
        tx,
        by,
        contract,
        {},
        {
          contractId: contract.id,
          userId,
          kind: 'no_cession_sips',
          payload: { noCessionSelection: true },
        },
      );
      await this.contracts.updates.setNoCessionSips(tx, contract.id, 'requested');
      await this.tellRequested(tx, organisation, contract, 'no_cession_sips');
      await this.signing(tx, organisation, { contractId: contract.id, kind: 'no_cession_sips', modificationRequestId: requestId });
    });
    this.mail.poke();
    return SIGNATURE_PENDING;
  }

  async setCadastralReference(
    userId: number,
    contract: ContractRow,
    request: TCadastralReferenceRequest,
    by: TrailBy,
  ): Promise<{ ref_catastral: string }> {
    assertOffered(buttonsFor(contract, await this.privateSettings()).cadastralReference);
    if (contract.supplyPointId === null) throw new ApiError(409, 'change_not_allowed', 'message_cant_do_operation');
    if (request.ref_catastral === contract.refCatastral) throw fieldError('ref_catastral', 'ref_catastral_same_as_current');
    const supplyPointId = contract.supplyPointId;
    await this.applyNow(
      { contract, userId, kind: 'ref_catastral', by },
      (tx) => this.contracts.updates.setCadastralReference(tx, supplyPointId, request.ref_catastral),
      () => ({ ref_catastral: request.ref_catastral, previous: contract.refCatastral }),
    );
    return { ref_catastral: request.ref_catastral };
  }

  async setInvoiceDelivery(
    userId: number,
    contract: ContractRow,
    request: TInvoiceOnlineRequest,
    by: TrailBy,
  ): Promise<TInvoiceOnlineRequest> {
    assertOffered(buttonsFor(contract, await this.privateSettings()).invoiceDelivery);
    await this.applyNow(
      { contract, userId, kind: 'invoice_online', by },
      (tx) => this.contracts.updates.setInvoiceOnline(tx, contract.id, request.invoice_online),
      () => ({ invoice_online: request.invoice_online, previous: contract.invoiceOnline }),
    );
    return { invoice_online: request.invoice_online };
  }

  /** Email or phone of the contract's notification address (the contact data card). */
  async setContactField(
    userId: number,
    contract: ContractRow,
    field: TContactField,
    value: string,
    by: TrailBy,
  ): Promise<Record<string, string>> {
    assertOffered(buttonsFor(contract, await this.privateSettings()).notificationAddress);
    if (contract.notificationAddressId === null) throw new ApiError(409, 'change_not_allowed', 'message_cant_do_operation');
    await this.applyNow(
      { contract, userId, kind: 'contact_field', by },
      (tx) => this.contracts.updates.setContactField(tx, contract.id, field === 'email' ? 'email' : 'mobile', value),
      () => ({ field, value }),
    );
    return { [field]: value };
  }

  /** A new address of the customer becomes the contract's notification address. */
  async setNewNotificationAddress(
    userId: number,
    contract: ContractRow,
    address: TNewAddress,
    by: TrailBy,
  ): Promise<{ address: TAddress }> {
    assertOffered(buttonsFor(contract, await this.privateSettings()).notificationAddress);
    const created = await this.applyNow(
      { contract, userId, kind: 'notification_address', by },
      async (tx) => {
        const row = await this.addresses.create(tx, contract.customerId, address);
        // The address's contact data becomes the contract's (the Address entity answers empty ones as null).
        await this.contracts.updates.setNotificationAddress(tx, contract.id, row.id, row.email ?? '', row.mobile ?? '');
        return row;
      },
      (row) => ({ address_id: row.id, previous: contract.notificationAddressId, created: true }),
    );
    return { address: created };
  }

  /** One of the customer's existing addresses becomes the notification address. */
  async setExistingNotificationAddress(
    userId: number,
    contract: ContractRow,
    addressId: number,
    by: TrailBy,
  ): Promise<{ address_id: number }> {
    assertOffered(buttonsFor(contract, await this.privateSettings()).notificationAddress);
    const address = await this.addresses.findOwned(userId, addressId);
    if (!address) throw fieldError('addressId', 'required_field');
    // The address's own contact data wins; without it the contract keeps what it had.
    const email = address.email || contract.notificationEmail || '';
    const mobile = address.mobile || contract.notificationMobile || '';
    await this.applyNow(
      { contract, userId, kind: 'notification_address', by },
      (tx) => this.contracts.updates.setNotificationAddress(tx, contract.id, address.id, email, mobile),
      () => ({ address_id: address.id, previous: contract.notificationAddressId }),
    );
    return { address_id: address.id };
  }

  /**
   * A change that applies at once: `write` makes it and the change is recorded as applied with
   * the payload `payload` draws from what was written, in one transaction; answers what was written.
   */
  private async applyNow<T>(
    change: { contract: ContractRow; userId: number; kind: TAppliedChange; by: TrailBy },
    write: (tx: Executor) => Promise<T>,
    payload: (written: T) => NewRequest['payload'],
  ): Promise<T> {
    const organisation = await this.mail.organisation();
    const written = await this.db.transaction(async (tx) => {
      const written = await write(tx);
      const applied = payload(written);
      await this.repo.recordApplied(tx, { contractId: change.contract.id, userId: change.userId, kind: change.kind, payload: applied });
      await trail.record(tx, change.by, appliedLine(change.contract, change.kind, applied));
      // The "change signed" notification: the change is in force (the customer may have turned it off).
      await this.mail.enqueue(tx, organisation, {
        contractId: change.contract.id,
        template: 'contract_change_applied',
        preference: 'change_signed',
        data: (reader) => ({ ...reader, change: change.kind }),
      });
      return written;
    });
    this.mail.poke();
    return written;
  }

  /** The mail that the request was received and waits for the signature, in the request's transaction. */
  private async tellRequested(tx: Executor, organisation: string, contract: ContractRow, change: TSignedChange): Promise<void> {
    await this.mail.enqueue(tx, organisation, {
      contractId: contract.id,
      template: 'contract_change_requested',
      data: (reader) => ({ ...reader, change }),
    });
  }

  /** The customer's uploaded files (changes and cases) and these new ones within the quota, else 413. */
  private async assertWithinQuota(tx: Executor, customerId: number, files: UploadedFile[], quotaBytes: number): Promise<void> {
    if (files.length === 0) return;
    assertWithinQuota(await this.repo.lockCustomerUploads(tx, customerId), files, quotaBytes);
  }

  /**
   * A change waiting for signature, refused with 409 when one of its kind already waits:
   * the page disables the button, and the server says the same to a request sent all the same.
   */
  private async createPending(
    tx: Executor,
    by: TrailBy,
    contract: ContractRow,
    changed: TTrailChanges,
    request: NewRequest,
  ): Promise<number> {
    const id = await this.repo.createPending(tx, request);
    if (id === null) throw changeWaitingForSignature();
    await trail.record(tx, by, {
      action: 'change_requested',
      customerId: contract.customerId,
      subject: contract.name,
      changes: { ...trailChanges({ kind: request.kind, request_id: id, ...request.payload }), ...changed },
    });
    return id;
  }

  /** A transaction that creates a pending change: a clash on the one-pending index answers 409, not 500. */
  private async pendingTransaction(work: (tx: Executor) => Promise<unknown>): Promise<void> {
    try {
      await this.db.transaction(work);
    } catch (error) {
      if (isPendingConflict(error)) throw changeWaitingForSignature();
      throw error;
    }
  }

  private privateSettings(): Promise<TSettings> {
    return this.settings.privateSettings();
  }
}

/**
 * The trail's line of a change applied at once: the kind, and each field of the recorded payload
 * with the value it had (`previous`) as its before.
 */
function appliedLine(contract: ContractRow, kind: TAppliedChange, applied: NewRequest['payload']) {
  const { previous, ...after } = applied as Record<string, unknown>;
  const field = Object.keys(after)[0];
  const before = previous !== undefined && field !== undefined ? { [field]: previous } : {};
  return {
    action: 'change_applied' as const,
    customerId: contract.customerId,
    subject: contract.name,
    changes: { kind: { after: kind }, ...trailChanges(after, before) },
  };
}
