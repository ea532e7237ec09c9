import type { TSectionName, TWizardValues } from './wizard-values.ts';

export type TSectionData = Record<string, unknown>;

export type TSectionsToSend =
  /** A section the visitor left that no longer passes its schema: the wizard goes back to it. */
  { invalid: TSectionName } | { sections: Partial<Record<TSectionName, TSectionData>>; signatures: Partial<Record<TSectionName, string>> };

export interface TSentState {
  values: TWizardValues;
  /** Each section's checked data as last stored in the lead, serialised. */
  sent: Partial<Record<TSectionName, string>>;
  /** Each section's fields as a resumed lead gave them, serialised. */
  resumed: Partial<Record<TSectionName, string>>;
}

/**
 * The sections a step's next sends (§2.3: "each step stores its data only if it changed"): of
 * the sections up to the step, those whose checked data differs from what the lead last stored.
 * A section still as the resumed lead gave it is what the lead holds. `always` is sent whatever
 * (the confirmation: step 5 makes the contract). `read` is the section's checked data, or
 * undefined when it does not pass.
 */
export function sectionsToSend(
  order: readonly TSectionName[],
  read: (section: TSectionName) => TSectionData | undefined,
  state: TSentState,
  always?: TSectionName,
): TSectionsToSend {
  const sections: Partial<Record<TSectionName, TSectionData>> = {};
  const signatures: Partial<Record<TSectionName, string>> = {};
  for (const section of order) {
    if (section !== always && state.resumed[section] === JSON.stringify(state.values[section])) continue;
    const data = read(section);
    if (!data) return { invalid: section };
    const signature = JSON.stringify(data);
    if (section === always || signature !== state.sent[section]) {
      sections[section] = data;
      signatures[section] = signature;
    }
  }
  return { sections, signatures };
}
