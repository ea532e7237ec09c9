export * from './endpoints/index.ts';
export * from './newsletter-params.ts';
export * from './newsletter-rules.ts';
export * from './newsletter-schemas.ts';
