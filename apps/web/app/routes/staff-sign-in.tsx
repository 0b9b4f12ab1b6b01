import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Staff sign-in', 'The UpKeep company portal.');

export default function StaffSignInRoute() {
  return <PlaceholderPage title="Staff sign-in" description="This screen is being built." />;
}
