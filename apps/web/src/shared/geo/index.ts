// Public surface of the geographic lookups (postal codes, provinces, street types).
export { useProvince } from './api/get-province.ts';
export { useStreetTypes } from './api/get-street-types.ts';
export { useZipcodeLocalities } from './api/get-zipcode-localities.ts';
