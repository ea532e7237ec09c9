export * from './get-overview.endpoint.ts';
