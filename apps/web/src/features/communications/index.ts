// Public surface of the communications feature: its page is mounted by app/router; the mail
// preferences, which are the customer's, are also composed into the profile by app/profile-page.
export { NotificationPreferences } from './components/notification-preferences.tsx';
