import { PROFILE_DESCRIPTION, PROFILE_TITLE, ProfilePage } from '../features/accounts/profile-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(PROFILE_TITLE, PROFILE_DESCRIPTION);

export default function ProfileRoute() {
  return <ProfilePage />;
}
