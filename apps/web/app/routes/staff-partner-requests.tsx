import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Partner requests', 'The UpKeep company portal.');

export default function StaffPartnerRequestsRoute() {
  return <PlaceholderPage title="Partner requests" description="This screen is being built." />;
}
