import {
  STAFF_EMAIL_IN_USE,
  staffAccountChangeRefusal,
  type TStaffAccountCreate,
  type TStaffAccountListResponse,
  type TStaffAccountUpdate,
  type TStaffAccountView,
} from '@portal/domain';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { AccountChangeBy, StaffAccountRow, StaffAccountsRepo } from './accounts-repo.ts';

function view(row: StaffAccountRow): TStaffAccountView {
  return { id: row.id, email: row.email, label: row.label, role: row.role, active: row.active, created_at: row.createdAt.toISOString() };
}

/**
 * Supervisors manage the staff accounts (docs/staff.md, "Staff accounts"): list, create, change.
 * The trail line of each change is the trigger's on staff_accounts, named after the supervisor
 * (StaffAccountsRepo.changeBy). A disabled account's tokens stop at once (staff-auth.ts reads the
 * account on every request).
 */
export class StaffAccountsService {
  constructor(private readonly repo: StaffAccountsRepo) {}

  async list(): Promise<TStaffAccountListResponse> {
    return { items: (await this.repo.list()).map(view) };
  }

  async create(by: AccountChangeBy, account: TStaffAccountCreate): Promise<TStaffAccountView> {
    const passwordHash = await hashPassword(account.password);
    const row = await this.repo.changeBy(by, (tx) =>
      this.repo.insert(tx, { email: account.email, label: account.label, role: account.role, passwordHash }),
    );
    if (!row) throw new ApiError(409, STAFF_EMAIL_IN_USE, STAFF_EMAIL_IN_USE);
    return view(row);
  }

  /** 404 for an unknown account; 409 when the change would lock its author out or leave no active supervisor (the domain's staffAccountChangeRefusal). */
  async update(by: AccountChangeBy, id: number, change: TStaffAccountUpdate): Promise<TStaffAccountView> {
    // Hashed before the transaction: argon2 takes a while, and the supervisors' rows are locked inside.
    const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);
    const row = await this.repo.changeBy(by, async (tx) => {
      const { account, activeSupervisors } = await this.repo.lockForChange(tx, id);
      if (!account) throw new ApiError(404, 'staff_account_not_found', 'staff_account_not_found');
      const refusal = staffAccountChangeRefusal(account, change, by.staffId, activeSupervisors);
      if (refusal) throw new ApiError(409, refusal, refusal);
      return this.repo.update(tx, id, {
        ...(change.label !== undefined ? { label: change.label } : {}),
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
      });
    });
    if (!row) throw new ApiError(404, 'staff_account_not_found', 'staff_account_not_found');
    return view(row);
  }
}
