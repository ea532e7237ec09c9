export * from './create-atc-claim.endpoint.ts';
export * from './get-atc-subtypes.endpoint.ts';
export * from './get-atc-types.endpoint.ts';
