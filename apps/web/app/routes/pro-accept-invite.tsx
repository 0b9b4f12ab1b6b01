import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Accept your invitation', 'The UpKeep company portal.');

export default function ProAcceptInviteRoute() {
  return <PlaceholderPage title="Accept your invitation" description="This screen is being built." />;
}
