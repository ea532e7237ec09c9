export * from './get-newsletters.endpoint.ts';
export * from './get-subscriber.endpoint.ts';
export * from './one-click-unsubscribe.endpoint.ts';
export * from './set-active-newsletters.endpoint.ts';
export * from './set-mails.endpoint.ts';
