export * from './endpoints/index.ts';
export * from './integration-tokens.ts';
export * from './webhooks.ts';
