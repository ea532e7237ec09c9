import { wizardSteps } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { resumeFromDraft } from './draft-values.ts';
import { emptyWizardValues } from './wizard-values.ts';

describe('a resumed lead', () => {
  it('fills the steps it holds, as typed, and opens on the first one it had not completed', () => {
    const resumed = resumeFromDraft(
      {
        lead_id: 5,
        type: 'dual',
        step: 3,
        installation: {
          cups: 'ES0021000000000001RK',
          residenceType: 'business',
          cnae: { id: 5610, name: '5610' },
          invoice: [{ id: 8, name: 'f.pdf' }, 'junk'],
        },
        person: { vat: '12345678Z', changeOwner: false, sameInvoiceAddress: false, ownerAddress: { dp: '17001' } },
        contract: { power: 4.6, power2: 15, accessTariff: 1, promotionalCode: 'SUMMER25' },
        gasContract: null,
        payment: null,
      },
      emptyWizardValues(false),
      () => wizardSteps('dual'),
      'ca-ES',
    );
    expect(resumed.done).toEqual(['installation', 'person', 'contract']);
    expect(resumed.current).toBe('gasContract');
    expect(resumed.values.installation).toMatchObject({ residenceType: 'business', cnae: '5610', invoice: [{ id: 8, name: 'f.pdf' }] });
    expect(resumed.values.person).toMatchObject({ changeOwner: 'no', sameInvoiceAddress: false, ownerAddress: { dp: '17001', nv: '' } });
    expect(resumed.values.contract).toMatchObject({ power: '4,6', power2: '15', accessTariff: '1', appliedCode: 'SUMMER25' });
    expect(Object.keys(resumed.resumed)).toEqual(['installation', 'person', 'contract']);
  });
});
