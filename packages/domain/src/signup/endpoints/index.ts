export * from './signup-activate.endpoint.ts';
export * from './signup-confirm.endpoint.ts';
