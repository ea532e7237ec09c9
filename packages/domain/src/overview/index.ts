export * from './bill-forecast.ts';
export * from './endpoints/index.ts';
export * from './month-comparison.ts';
export * from './overview-actions.ts';
export * from './overview-debt.ts';
export * from './overview-schemas.ts';
