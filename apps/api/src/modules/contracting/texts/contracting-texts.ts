import type { TContractingLeadState, TContractingType, TLeadStepName } from '@portal/domain';

/** The words the contracting module writes (the confirmation's thank-you, the reminder mail, staff's CSV), in the portal's six languages. */
export interface ContractingTexts {
  /** A kind of supply, as the thank-you names a contract's ("electricity"). */
  supply: Record<'electricity' | 'gas', string>;
  /** A wizard, as the reminder names what was left half done ("your electricity contract"). */
  wizard: Record<TContractingType, string>;
  /** The confirmation's answer (confirmation-render.ts), shown on the finish page. */
  thanks: {
    title: string;
    received: string;
    contracts: string;
    contract: (name: string, supply: string) => string;
    nextSteps: string;
    /** A new customer: the address their account's activation link went to. */
    activation: (email: string) => string;
    /** A company's business contract with halt-contractation (§2.3): no contract yet, the retailer calls. */
    halted: string;
  };
  /** The one reminder of an abandoned wizard (reminder-mail.ts). */
  reminderMail: {
    subject: string;
    intro: (wizard: string) => string;
    kept: string;
    action: string;
    validity: (days: number) => string;
    /** Why this mail came: the visitor agreed to be contacted; it comes once. */
    why: string;
  };
  /** Staff's CSV of the leads (contracting-lead-csv.ts): its headers and the words of its cells. */
  csv: {
    headers: {
      id: string;
      type: string;
      step: string;
      state: string;
      createdAt: string;
      updatedAt: string;
      vat: string;
      holder: string;
      email: string;
      mobile: string;
      electricityCups: string;
      gasCups: string;
      electricityProduct: string;
      gasProduct: string;
      leadsConsent: string;
      reminded: string;
      customer: string;
    };
    /** The wizard, as a column value ("Electricity and gas"). */
    types: Record<TContractingType, string>;
    /** A step by the wizard's own words (the web's stepper: contracting_step_*). */
    steps: Record<TLeadStepName, string>;
    states: Record<TContractingLeadState, string>;
    yes: string;
    no: string;
  };
}
