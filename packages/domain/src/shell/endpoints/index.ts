export * from './get-banner.endpoint.ts';
export * from './get-dynamic-routes.endpoint.ts';
export * from './get-feature-flags.endpoint.ts';
export * from './get-group-elements.endpoint.ts';
export * from './get-page-elements.endpoint.ts';
export * from './report-client-error.endpoint.ts';
