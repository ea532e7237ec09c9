export * from './change-battery-percentage.endpoint.ts';
export * from './download-batteries.endpoint.ts';
export * from './get-battery-percentages.endpoint.ts';
export * from './get-battery-types.endpoint.ts';
export * from './get-customer-batteries.endpoint.ts';
export * from './move-battery.endpoint.ts';
export * from './set-battery-discount-setting.endpoint.ts';
