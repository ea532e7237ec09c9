export * from './create-atc-claim.endpoint.ts';
export * from './create-contact-case.endpoint.ts';
export * from './create-unsigned-contact.endpoint.ts';
export * from './get-atc-subtypes.endpoint.ts';
export * from './get-atc-types.endpoint.ts';
export * from './get-case-categories.endpoint.ts';
export * from './get-contact-ticket.endpoint.ts';
