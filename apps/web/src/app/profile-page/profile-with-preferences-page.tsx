import { NotificationPreferences } from '../../features/communications/index.ts';
import { ProfileView } from '../../features/profile/index.ts';
import { TrailSection } from '../../features/trail/index.ts';

/**
 * The profile (/perfil) with the customer's mail preferences, the communications feature's: where
 * a customer looks for "which mails do I get" without a contract in mind (docs/communications.md);
 * and the trail of every action on the account, the trail feature's (docs/trail.md).
 */
export default function ProfilePage() {
  return <ProfileView mailPreferences={<NotificationPreferences />} activity={<TrailSection />} />;
}
