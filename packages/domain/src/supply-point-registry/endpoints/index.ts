export * from './get-cups-config.endpoint.ts';
export * from './get-gas-cups-config.endpoint.ts';
