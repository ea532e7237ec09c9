// Public surface of the feature flags: many pages gate parts of themselves on them, so they live in shared/.
export { useFeatureFlags } from './api/get-feature-flags.ts';
export { FeatureFlagGate, useFeatureFlag } from './components/feature-flag-gate.tsx';
