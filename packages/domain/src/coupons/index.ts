export * from './coupon-schemas.ts';
export * from './endpoints/index.ts';
