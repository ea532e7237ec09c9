// Public surface of the feature-flags feature.
export { useFeatureFlags } from './api/get-feature-flags.ts';
export { FeatureFlagGate, useFeatureFlag } from './components/feature-flag-gate.tsx';
