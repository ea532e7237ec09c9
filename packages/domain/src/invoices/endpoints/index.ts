export * from './download-invoice-document.endpoint.ts';
export * from './download-multipoint-invoice-document.endpoint.ts';
export * from './get-filter-params.endpoint.ts';
export * from './get-invoices.endpoint.ts';
export * from './get-multipoint-invoices.endpoint.ts';
