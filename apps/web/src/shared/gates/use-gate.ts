import { gateNeedsFlags, isGateOpen, type TGateName } from '@portal/domain';
import { useSettings } from '../settings/index.ts';
import { useFlags } from './use-flags.ts';

/** Whether what the named gate guards shows (packages/domain shell/gates.ts); flags fetched only if they could close it. */
export function useGate(name: TGateName): boolean {
  const settings = useSettings();
  const flags = useFlags(gateNeedsFlags(name, settings));
  return isGateOpen(name, settings, flags);
}
