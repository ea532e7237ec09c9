export * from './get-staff-case.endpoint.ts';
export * from './get-staff-case-attachment.endpoint.ts';
export * from './list-staff-cases.endpoint.ts';
export * from './reply-staff-case.endpoint.ts';
export * from './set-staff-case-outcome.endpoint.ts';
export * from './staff-login.endpoint.ts';
