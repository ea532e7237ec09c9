/** The signed-in staff account of a request: its id, address and the label its messages carry. */
export interface StaffAccount {
  id: number;
  email: string;
  label: string;
}
