export * from './access.ts';
export * from './addresses.ts';
export * from './contract-changes.ts';
export * from './contracts.ts';
export * from './customers.ts';
export * from './customisation.ts';
export * from './reference-data.ts';
export * from './supply-points.ts';
