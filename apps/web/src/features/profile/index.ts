// Public surface of the profile feature (the page itself is mounted by app/router).
export { profileQuery, useProfile } from './api/get-profile.ts';
