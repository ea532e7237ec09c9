export * from './create-compare-lead.endpoint.ts';
export * from './create-gas-compare-lead.endpoint.ts';
export * from './create-power-lead.endpoint.ts';
export * from './get-lead-ticket.endpoint.ts';
