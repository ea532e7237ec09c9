import { isFlagOpen } from '@portal/domain';
import type { ReactNode } from 'react';
import { useFeatureFlags } from '../api/get-feature-flags.ts';

/** Whether content behind a flag shows: true, or flags not loaded yet; false once loaded and not true (visitor-and-shell §4.6). */
export function useFeatureFlag(name: string): boolean {
  return isFlagOpen(useFeatureFlags().data, name);
}

export function FeatureFlagGate({ flag, children, fallback = null }: { flag: string; children: ReactNode; fallback?: ReactNode }) {
  return useFeatureFlag(flag) ? children : fallback;
}
