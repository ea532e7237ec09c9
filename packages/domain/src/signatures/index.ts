export * from './endpoints/index.ts';
export * from './signing-code.ts';
export * from './signing-lifecycle.ts';
export * from './signing-schemas.ts';
