export * from './get-feature-flags.endpoint.ts';
