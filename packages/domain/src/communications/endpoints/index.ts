export * from './get-communication-message.endpoint.ts';
export * from './get-contract-communications.endpoint.ts';
export * from './get-notification-preferences.endpoint.ts';
export * from './update-notification-preferences.endpoint.ts';
