// Public surface of the profile feature: the page, which app/profile-page composes with the
// sections other features keep about the customer (the mail preferences).
export { ProfileView } from './pages/profile-page.tsx';
