import type { TNoCessionSipsState } from '@portal/domain';

/**
 * The SIPS cession opt-out (customer-area §4): requested (unticked, a note says the process is
 * under way), active (ticked), unactive (unticked). Submitting makes it requested; an error
 * returns it to unactive.
 */
export interface TSipsView {
  checked: boolean;
  /** The request is being processed: the note shows. */
  inProcess: boolean;
}

export function sipsView(state: TNoCessionSipsState | null | undefined): TSipsView {
  return { checked: state === 'active', inProcess: state === 'requested' };
}

export const sipsAfterSubmit = (): TNoCessionSipsState => 'requested';
export const sipsAfterError = (): TNoCessionSipsState => 'unactive';
