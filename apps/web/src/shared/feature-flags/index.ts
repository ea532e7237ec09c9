// The server's feature flags (visitor-and-shell §3.10, §4.6): one call, kept for the session.
// Content is gated through shared/gates, which asks for the flags only where a gate reads one.
export { fetchFeatureFlags } from './api/get-feature-flags.ts';
