export * from './create-request.endpoint.ts';
export * from './download-request-attachment.endpoint.ts';
export * from './get-request.endpoint.ts';
export * from './get-request-categories.endpoint.ts';
export * from './list-requests.endpoint.ts';
export * from './reply-to-request.endpoint.ts';
