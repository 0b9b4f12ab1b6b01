import { PROFILE_DESCRIPTION, PROFILE_TITLE, ProfilePage } from '../features/accounts/profile-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(PROFILE_TITLE), i18n._(PROFILE_DESCRIPTION));

export default function ProfileRoute() {
  return <ProfilePage />;
}
