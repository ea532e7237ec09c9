/** The changes a mail names: those waiting for the customer's signature and those applied at once. */
export type TSignedChange = 'iban' | 'power' | 'no_cession_sips';
export type TAppliedChange = 'ref_catastral' | 'invoice_online' | 'contact_field' | 'notification_address';

/** The words contract changes send to customers (their mails), in the six languages of the portal. */
export interface ContractChangesTexts {
  /** A change received that waits for the customer's signature (contract-change-mails.ts). */
  requestedMail: {
    subject: (contract: string) => string;
    intro: (change: string, contract: string) => string;
    signature: string;
    changes: Record<TSignedChange, string>;
  };
  /** A change in force (contract-change-mails.ts). */
  appliedMail: {
    subject: (contract: string) => string;
    intro: (change: string, contract: string) => string;
    changes: Record<TAppliedChange, string>;
  };
  /** The button to the contract's communications page. */
  action: string;
}
