import type { TStaffRole } from '@portal/domain';

/** The signed-in staff account of a request: its id, address, the label its messages carry and its role. */
export interface StaffAccount {
  id: number;
  email: string;
  label: string;
  role: TStaffRole;
}
