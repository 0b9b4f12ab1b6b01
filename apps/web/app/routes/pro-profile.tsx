import { ProfilePage } from '../features/pro-setup/profile-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Company profile', 'The UpKeep company portal.');

export default function ProProfileRoute() {
  return <ProfilePage />;
}
