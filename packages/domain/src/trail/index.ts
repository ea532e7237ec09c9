export * from './endpoints/index.ts';
export * from './trail-model.ts';
export * from './trail-rows.ts';
