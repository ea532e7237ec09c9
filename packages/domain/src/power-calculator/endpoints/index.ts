export * from './get-power-advice.endpoint.ts';
