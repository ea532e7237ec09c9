export * from './delete-price-alert.endpoint.ts';
export * from './import-omip-prices.endpoint.ts';
export * from './list-omip-products.endpoint.ts';
export * from './list-price-alerts.endpoint.ts';
export * from './save-price-alert.endpoint.ts';
