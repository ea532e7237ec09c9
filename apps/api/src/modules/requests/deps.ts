import type { ContractsService } from '../contracts/index.ts';
import type { CustomerServiceRepo } from '../customer-service/index.ts';

export type { ContractsService };

/** What the mailbox takes from customer service: a new case with its first message and files, and the quota's lock. */
export type CustomerServiceCases = Pick<CustomerServiceRepo, 'createCase' | 'lockCustomerUploads'>;
