// Gates of pages, menu entries, tabs and buttons: the domain's table (shell/gates.ts) read with
// the current settings and, only where a gate needs them, the server flags.
export { Gate } from './gate.tsx';
export { useFlags } from './use-flags.ts';
export { useGate } from './use-gate.ts';
