export * from './download-cch.endpoint.ts';
export * from './get-cch-chart.endpoint.ts';
export * from './get-cch-chart-v1.endpoint.ts';
