export * from './download-trail.endpoint.ts';
export * from './get-trail.endpoint.ts';
export * from './list-staff-trail.endpoint.ts';
