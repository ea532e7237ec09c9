export * from './communication-schemas.ts';
export * from './communication-topics.ts';
export * from './electronic-notification.ts';
export * from './endpoints/index.ts';
export * from './notification-kinds.ts';
