import type { Database } from '../../db/database.ts';
import type { OutgoingEvents } from '../../platform/events/outgoing-events.ts';
import { CaseFiles } from './case-files.ts';
import { CustomerCaseQueries } from './customer-queries.ts';
import { CasesRepo } from './repo.ts';
import { CasesService } from './service.ts';
import { StaffCaseQueries } from './staff-queries.ts';

/** The shapes the cases module answers in (rows of a case, its messages and files) and takes (a new case, a quota). */
export type * from './case-rows.ts';
export type { CaseChangeFollowUp, CasesService } from './service.ts';

/**
 * Cases (docs/customer-service.md): the one owner of `cases`, `case_messages` and the case
 * attachments. It has no routes of its own: the ATC claim and contact forms (customer-service),
 * the mailbox (requests) and staff are the doors to it, each with its own endpoint contracts and
 * rules about who may do what, and all of them open, answer and read cases through this service.
 */
export function casesModule({ db, events, now }: { db: Database; events: OutgoingEvents; now?: () => Date }): { service: CasesService } {
  const service = new CasesService({
    db,
    repo: new CasesRepo(),
    files: new CaseFiles(db),
    customers: new CustomerCaseQueries(db),
    staff: new StaffCaseQueries(db),
    events,
    ...(now ? { now } : {}),
  });
  return { service };
}
