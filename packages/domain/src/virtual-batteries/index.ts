export * from './battery-inactive-note.ts';
export * from './battery-ledger.ts';
export * from './battery-percentages.ts';
export * from './battery-rules.ts';
export * from './battery-schemas.ts';
export * from './endpoints/index.ts';
