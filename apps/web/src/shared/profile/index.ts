// Public surface of the customer profile query: the session start, the header and the profile page read it.
export { profileQuery, useProfile } from './api/get-profile.ts';
