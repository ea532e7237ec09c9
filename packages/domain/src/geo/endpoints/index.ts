export * from './get-province.endpoint.ts';
export * from './get-street-types.endpoint.ts';
export * from './get-zipcode-localities.endpoint.ts';
