import {
  communicationDelivery,
  communicationTopic,
  electronicNotificationState,
  preferencesFrom,
  type TCommunicationMessage,
  type TContractCommunication,
  type TContractCommunicationsQuery,
  type TContractCommunicationsResponse,
  type TNotificationPreferences,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { ContractRow, ContractsService } from '../contracts/index.ts';
import type { CommunicationsRepo, ContractMailRow } from './repo.ts';

const messageNotFound = () => new ApiError(404, 'communication_not_found', 'communication_not_found');

function listed(row: ContractMailRow): TContractCommunication {
  return {
    id: row.id,
    // When the portal wrote it: the order the list is in. Mails written together (a change's
    // receipt and its signing link) would otherwise swap dates when one goes out first.
    date: row.createdAt.toISOString(),
    subject: row.subject,
    topic: communicationTopic(row.templateKey),
    delivery: communicationDelivery(row.status),
    to: row.toAddress,
  };
}

/**
 * The contract's communications page and the customer's mail preferences (docs/communications.md).
 * Every read starts from the user's own contract (ContractsService.owned: 404 for anyone else's),
 * then matches mails on that contract and its customer, so another's id is a 404 too.
 */
export class CommunicationsService {
  constructor(
    private readonly repo: CommunicationsRepo,
    private readonly contracts: Pick<ContractsService, 'owned'>,
  ) {}

  async list(userId: number, contractName: string, query: TContractCommunicationsQuery): Promise<TContractCommunicationsResponse> {
    const contract = await this.contracts.owned(userId, contractName, query.type);
    const [{ total, rows }, state] = await Promise.all([
      this.repo.contractMails(contract.customerId, contract.id, query.offset, query.limit),
      this.repo.electronicNotification(contract.id),
    ]);
    return {
      contract: { name: contract.name, electronic_notification: electronicNotificationState(state) },
      n_items: total,
      offset: query.offset,
      limit: query.limit,
      items: rows.map(listed),
    };
  }

  async message(userId: number, contractName: string, messageId: number, type?: string): Promise<TCommunicationMessage> {
    const contract: ContractRow = await this.contracts.owned(userId, contractName, type);
    const row = await this.repo.contractMail(contract.customerId, contract.id, messageId);
    if (!row) throw messageNotFound();
    return { ...listed(row), html: row.html, text: row.text };
  }

  async preferences(userId: number): Promise<TNotificationPreferences> {
    return preferencesFrom(await this.repo.preferencesOfUser(userId));
  }

  async updatePreferences(userId: number, preferences: TNotificationPreferences): Promise<TNotificationPreferences> {
    const customerId = await this.repo.customerOf(userId);
    if (customerId === undefined) throw new ApiError(401, 'token_invalid', 'token_invalid');
    await this.repo.setPreferences(customerId, preferences);
    return this.preferences(userId);
  }
}
