import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Setup', 'The UpKeep company portal.');

export default function ProSetupRoute() {
  return <PlaceholderPage title="Setup" description="This screen is being built." />;
}
