import { isGateOpen, type TGateSettings } from '@portal/domain';

/**
 * The signed contact form's mode (customer-area §2, §9): `?autolectures=true` selects the
 * autoreads variant (category 20 and the meter reading) only while feature contactAutoReads is
 * on; otherwise the parameter is ignored and the plain form shows.
 */
export function isAutoReadsMode(search: string, settings: TGateSettings): boolean {
  return new URLSearchParams(search).get('autolectures') === 'true' && isGateOpen('contactAutoReads', settings);
}
