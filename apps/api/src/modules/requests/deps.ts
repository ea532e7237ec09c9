import type { ContractsService } from '../contracts/index.ts';
import type { CustomerServiceRepo } from '../customer-service/index.ts';

export type { ContractsService };

/** What the mailbox takes from customer service: a new case with its first message and files (written first by storeFiles), and the quota. */
export type CustomerServiceCases = Pick<CustomerServiceRepo, 'createCase' | 'storeFiles' | 'customerUploads' | 'lockCustomerUploads'>;
