import '../../../test/dom.ts';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../../shared/ui/responsive-list/match-media-stub.ts';
import { contractFixture } from '../../../test/contract-fixture.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { InvoiceDeliveryDialog } from './invoice-delivery-dialog.tsx';

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

// Every change dialog is framed by ChangeDialog: one of them stands for all.
const paper = () => screen.getByRole('dialog');

describe('change dialogs on a phone', () => {
  it('take the whole screen below sm (a 390 px phone)', () => {
    stubScreenWidth(390);
    renderWithApp(<InvoiceDeliveryDialog contract={contractFixture()} onClose={() => undefined} />);
    expect(paper().className).toContain('MuiDialog-paperFullScreen');
  });

  it('are a centred box from sm up (1366 px)', () => {
    stubScreenWidth(1366);
    renderWithApp(<InvoiceDeliveryDialog contract={contractFixture()} onClose={() => undefined} />);
    expect(paper().className).not.toContain('MuiDialog-paperFullScreen');
    expect(paper().className).toContain('MuiDialog-paperWidthSm');
  });
});
