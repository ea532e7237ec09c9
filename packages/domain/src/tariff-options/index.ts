export * from './endpoints/index.ts';
export * from './tariff-option-discount.ts';
export * from './tariff-option-endpoints.ts';
export * from './tariff-option-rules.ts';
export * from './tariff-option-schemas.ts';
