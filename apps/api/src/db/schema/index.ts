export * from './access.ts';
export * from './contracts.ts';
export * from './customers.ts';
export * from './customisation.ts';
