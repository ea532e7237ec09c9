/** The flags of portal-node-flags.mjs, for the TypeScript that starts the portal (the benchmarks). */
export declare const PORTAL_NODE_FLAGS: readonly string[];
