import type { TTrailLabels } from '@portal/domain';

/** The words of the trail download in one language: the domain's labels, and the file name's first word. */
export interface TTrailFileLabels extends TTrailLabels {
  fileName: string;
}
