export * from './get-private-settings.endpoint.ts';
export * from './get-public-settings.endpoint.ts';
