export * from './get-private-settings.endpoint.ts';
export * from './get-public-settings.endpoint.ts';
export * from './get-staff-settings.endpoint.ts';
export * from './replace-staff-settings.endpoint.ts';
export * from './set-staff-feature-flag.endpoint.ts';
