export * from './get-coupons.endpoint.ts';
