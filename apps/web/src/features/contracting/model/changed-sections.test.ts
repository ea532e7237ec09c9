import { describe, expect, it } from 'vitest';
import { sectionsToSend } from './changed-sections.ts';
import { emptyWizardValues } from './wizard-values.ts';

const values = emptyWizardValues(false);
const data = { installation: { cups: 'A' }, person: { vat: 'B' } };
const read = (section: string) => (data as Record<string, Record<string, unknown> | undefined>)[section];

describe('the sections a next sends', () => {
  it('are those whose checked data differs from what the lead last stored', () => {
    const sent = { installation: JSON.stringify({ cups: 'A' }) };
    expect(sectionsToSend(['installation', 'person'], read, { values, sent, resumed: {} })).toEqual({
      sections: { person: { vat: 'B' } },
      signatures: { person: JSON.stringify({ vat: 'B' }) },
    });
  });

  it('none when nothing changed', () => {
    const sent = { installation: JSON.stringify({ cups: 'A' }), person: JSON.stringify({ vat: 'B' }) };
    expect(sectionsToSend(['installation', 'person'], read, { values, sent, resumed: {} })).toEqual({ sections: {}, signatures: {} });
  });

  it('a section still as the resumed lead gave it is not read nor sent', () => {
    const resumed = { installation: JSON.stringify(values.installation) };
    const plan = sectionsToSend(['installation'], () => undefined, { values, sent: {}, resumed });
    expect(plan).toEqual({ sections: {}, signatures: {} });
  });

  it('a section that no longer passes sends the wizard back to it', () => {
    expect(sectionsToSend(['installation', 'payment'], read, { values, sent: {}, resumed: {} })).toEqual({ invalid: 'payment' });
  });

  it('the confirmation is always sent', () => {
    const confirmation = { acceptGdpr: true };
    const sent = { confirmation: JSON.stringify(confirmation) };
    expect(sectionsToSend(['confirmation'], () => confirmation, { values, sent, resumed: {} }, 'confirmation')).toEqual({
      sections: { confirmation },
      signatures: { confirmation: JSON.stringify(confirmation) },
    });
  });
});
