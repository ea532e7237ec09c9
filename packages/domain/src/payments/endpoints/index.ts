export * from './authenticate-sandbox-intent.endpoint.ts';
export * from './create-sandbox-payment-method.endpoint.ts';
export * from './download-transaction-receipt.endpoint.ts';
export * from './get-payment-platforms.endpoint.ts';
export * from './get-publishable-key.endpoint.ts';
export * from './get-transaction-summary.endpoint.ts';
export * from './pay.endpoint.ts';
