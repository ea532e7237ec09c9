export * from './gas-price-compare.endpoint.ts';
export * from './get-comers.endpoint.ts';
export * from './get-gas-comers.endpoint.ts';
export * from './get-gas-tariffs.endpoint.ts';
export * from './get-tariffs.endpoint.ts';
export * from './price-compare.endpoint.ts';
