import type { TGateName } from '@portal/domain';
import type { ReactNode } from 'react';
import { useGate } from './use-gate.ts';

/** Renders its children only while the named gate is open (a tile, a button, a block). */
export function Gate({ name, children, fallback = null }: { name: TGateName; children: ReactNode; fallback?: ReactNode }) {
  return useGate(name) ? children : fallback;
}
